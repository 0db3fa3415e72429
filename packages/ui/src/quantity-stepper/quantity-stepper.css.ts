import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const stepper = recipe({
  base: {
    display: 'inline-flex',
    justifySelf: 'start',
    alignItems: 'center',
    border: `1px solid ${vars.color.border.field}`,
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
  },
  variants: {
    size: {
      small: { height: 36 },
      medium: { height: 48 },
    },
  },
});

export const input = style({
  width: '3ch',
  minWidth: '2.75rem',
  height: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  textAlign: 'center',
  fontSize: vars.font.size.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});
