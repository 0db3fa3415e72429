import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const swatch = recipe({
  base: { display: 'block', flexShrink: 0 },
  variants: {
    size: {
      small: { width: 18, height: 18 },
      medium: { width: 28, height: 28 },
    },
  },
});

/** Outlined, so that white shows on white and black on black. */
export const disc = recipe({
  base: { stroke: vars.color.border.field, strokeWidth: 1.5 },
  variants: {
    known: {
      true: {},
      false: { fill: vars.color.background.subtle },
    },
  },
});

export const unknownMark = style({ stroke: vars.color.border.field, strokeWidth: 1.5 });
