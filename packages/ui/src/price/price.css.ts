import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.small,
    fontFamily: vars.font.family.text,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.xlarge },
    },
  },
});

export const current = recipe({
  base: { fontWeight: vars.font.weight.medium, color: vars.color.foreground.primary },
  variants: { onSale: { true: { color: vars.color.foreground.brand } } },
});

export const original = style({
  fontSize: '0.85em',
  color: vars.color.foreground.secondary,
  textDecorationThickness: '1px',
});
