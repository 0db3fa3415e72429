import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceChip } from '../styles/choice.css';
import { nativeInput } from '../styles/native-input.css';
import { vars } from '../tokens/contract.css';

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0 },
  variants: {
    variant: {
      list: { display: 'grid', gap: vars.space.xxsmall },
      chips: { display: 'flex', flexWrap: 'wrap', gap: vars.space.small },
    },
  },
});

/** A whole line answers the pointer, at least 32 px high (WCAG 2.5.8 asks 24). */
export const listOption = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 32,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed' } },
});

export const listText = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  selectors: { [`${nativeInput}:disabled ~ &`]: { color: vars.color.foreground.disabled } },
});

export const listCount = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.small,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${nativeInput}:disabled ~ ${listText} &`]: { color: 'inherit' } },
});

/** Smaller and lighter than the value, in the chip's own colour once ticked or disabled. */
export const chipCount = style({
  marginInlineStart: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${nativeInput}:checked + ${choiceChip} &, ${nativeInput}:disabled + ${choiceChip} &`]: {
      color: 'inherit',
    },
  },
});
