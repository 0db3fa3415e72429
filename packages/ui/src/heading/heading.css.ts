import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const serif = { fontFamily: vars.font.family.display, fontWeight: vars.font.weight.medium };

export const heading = recipe({
  base: { margin: 0, textWrap: 'balance', overflowWrap: 'break-word' },
  variants: {
    size: {
      display1: {
        ...serif,
        fontSize: vars.font.size.display1,
        lineHeight: vars.font.lineHeight.tight,
      },
      display2: {
        ...serif,
        fontSize: vars.font.size.display2,
        lineHeight: vars.font.lineHeight.tight,
      },
      title: {
        ...serif,
        fontWeight: vars.font.weight.semibold,
        fontSize: vars.font.size.xlarge,
        lineHeight: vars.font.lineHeight.snug,
      },
      subtitle: {
        fontFamily: vars.font.family.text,
        fontWeight: vars.font.weight.semibold,
        fontSize: vars.font.size.medium,
        lineHeight: vars.font.lineHeight.snug,
      },
    },
    tone: {
      neutral: { color: vars.color.foreground.primary },
      brand: { color: vars.color.foreground.brand },
      inverse: { color: vars.color.foreground.inverse },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
    },
  },
});
