import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.text, textWrap: 'pretty', overflowWrap: 'break-word' },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.normal },
      small: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.normal },
      medium: { fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.normal },
      large: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.relaxed },
    },
    tone: {
      neutral: { color: vars.color.foreground.primary },
      secondary: { color: vars.color.foreground.secondary },
      brand: { color: vars.color.foreground.brand },
      positive: { color: vars.color.foreground.positive },
      info: { color: vars.color.foreground.info },
      caution: { color: vars.color.foreground.caution },
      critical: { color: vars.color.foreground.critical },
      inverse: { color: vars.color.foreground.inverse },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    variant: {
      body: {},
      capitals: { textTransform: 'uppercase', letterSpacing: vars.font.letterSpacing.wide },
    },
  },
  // The smallest capitals need the most air between letters to stay legible.
  compoundVariants: [
    {
      variants: { variant: 'capitals', size: 'xsmall' },
      style: { letterSpacing: vars.font.letterSpacing.wider },
    },
  ],
});
