import { recipe } from '@vanilla-extract/recipes';
import { colorTransition } from '../styles/motion';
import { vars } from '../tokens/contract.css';

const currentPage = '&[aria-current]:not([aria-current="false"])';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    transition: colorTransition,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.22em',
    selectors: {
      // The page being shown (Link's `current`, or a router's own aria-current) reads as chosen, not only to
      // screen readers: underlined and heavier, whatever the variant.
      [currentPage]: {
        fontWeight: vars.font.weight.semibold,
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '0.35em',
      },
    },
  },
  variants: {
    variant: {
      inline: {
        display: 'inline',
        textDecoration: 'underline',
        ':hover': { textDecorationThickness: '2px' },
      },
      standalone: {
        fontSize: vars.font.size.xsmall,
        fontWeight: vars.font.weight.medium,
        letterSpacing: vars.font.letterSpacing.wider,
        textTransform: 'uppercase',
        textDecoration: 'underline',
        textUnderlineOffset: '0.45em',
        ':hover': { textDecorationThickness: '2px' },
      },
      quiet: {
        textDecoration: 'none',
        ':hover': { textDecoration: 'underline' },
      },
    },
    tone: {
      brand: { color: vars.color.foreground.link, ':hover': { color: vars.color.foreground.linkHover } },
      neutral: { color: vars.color.foreground.primary },
      secondary: {
        color: vars.color.foreground.secondary,
        ':hover': { color: vars.color.foreground.primary },
        selectors: { [currentPage]: { color: vars.color.foreground.primary } },
      },
      inverse: { color: vars.color.foreground.inverse },
    },
  },
});
