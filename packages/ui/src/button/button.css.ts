import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { colorTransition, shade } from '../styles/motion';
import { vars } from '../tokens/contract.css';

// Each tone fills these two slots; each variant decides how to wear them.
const solid = createVar();
const accent = createVar();
const pressedInset = 'inset 0 2px 4px rgb(0 0 0 / 0.25)';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family.text,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'center',
    textDecoration: 'none',
    // A label on one line by default: a wrapped call to action reads as a paragraph.
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: colorTransition,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
      // Busy is not unavailable: a loading button keeps its colour.
      '&[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.5 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      brand: { vars: { [solid]: vars.color.background.brand, [accent]: vars.color.foreground.brand } },
      neutral: { vars: { [solid]: vars.color.background.inverse, [accent]: vars.color.foreground.primary } },
      critical: {
        vars: { [solid]: vars.color.background.critical, [accent]: vars.color.foreground.critical },
      },
    },
    // Sizes come before variants so that the link variant's own spacing wins.
    size: {
      small: {
        minHeight: 36,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.xsmall,
        letterSpacing: vars.font.letterSpacing.wider,
        textTransform: 'uppercase',
      },
      medium: {
        minHeight: 44,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.xsmall,
        letterSpacing: vars.font.letterSpacing.wider,
        textTransform: 'uppercase',
      },
      large: {
        minHeight: 52,
        paddingInline: vars.space.xxlarge,
        fontSize: vars.font.size.small,
        letterSpacing: vars.font.letterSpacing.wider,
        textTransform: 'uppercase',
      },
    },
    variant: {
      primary: {
        background: solid,
        color: vars.color.foreground.inverse,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: shade(solid) } },
      },
      secondary: {
        background: 'transparent',
        borderColor: accent,
        color: accent,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            background: `color-mix(in srgb, ${accent} 8%, transparent)`,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: accent,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.background.subtle } },
      },
      link: {
        minHeight: 'auto',
        paddingInline: 0,
        background: 'transparent',
        color: accent,
        textTransform: 'none',
        letterSpacing: vars.font.letterSpacing.normal,
        fontSize: 'inherit',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        textDecorationThickness: '1px',
        selectors: { '&:hover:not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
      },
    },
    width: {
      auto: {},
      full: { width: '100%' },
    },
    // For narrow places (two cards to a row on a phone): a long label may take two balanced lines.
    wrap: {
      false: {},
      true: { whiteSpace: 'normal', textWrap: 'balance', paddingBlock: vars.space.xsmall },
    },
  },
  // A toggle that is on (aria-pressed): filled, so it does not rest on colour alone.
  compoundVariants: [
    {
      variants: { variant: 'primary' },
      style: {
        selectors: { '&[aria-pressed="true"]': { background: shade(solid), boxShadow: pressedInset } },
      },
    },
    {
      variants: { variant: 'secondary' },
      style: {
        selectors: {
          '&[aria-pressed="true"], &[aria-pressed="true"]:hover:not([aria-disabled="true"])': {
            background: solid,
            borderColor: solid,
            color: vars.color.foreground.inverse,
          },
        },
      },
    },
    {
      variants: { variant: 'ghost' },
      style: {
        selectors: {
          '&[aria-pressed="true"]': { background: vars.color.background.subtle, borderColor: accent },
        },
      },
    },
    {
      variants: { variant: 'link' },
      style: {
        selectors: {
          '&[aria-pressed="true"]': { fontWeight: vars.font.weight.semibold, textDecorationThickness: '2px' },
        },
      },
    },
  ],
});

/** While loading, the label keeps the button's size and accessible name but gives way to the spinner. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
export const labelHidden = style({ opacity: 0 });
export const spinnerSlot = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' });
