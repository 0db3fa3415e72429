import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceChip, choiceOption } from '../styles/choice.css';
import { focusRing } from '../styles/focus-ring';
import { colorTransition } from '../styles/motion';
import { nativeInput } from '../styles/native-input.css';
import { vars } from '../tokens/contract.css';

export const group = style({ display: 'grid', gap: vars.space.small, border: 0, margin: 0, padding: 0 });

export const legend = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const options = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    variant: {
      list: { flexDirection: 'column', gap: vars.space.medium },
      chips: { flexWrap: 'wrap' },
    },
  },
});

/** Shared with CheckboxList. */
export const option = choiceOption;

export const input = nativeInput;

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 1,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  transition: colorTransition,
  '::after': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: vars.radius.full,
    background: 'transparent',
  },
  selectors: {
    [`${input}:checked + &`]: { borderColor: vars.color.border.brand },
    [`${input}:checked + &::after`]: { background: vars.color.background.brand },
    [`${input}:focus-visible + &`]: focusRing,
    [`${input}:disabled + &`]: {
      background: vars.color.background.subtle,
      borderColor: vars.color.border.subtle,
    },
  },
});

export const optionText = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.foreground.secondary });

export const chip = choiceChip;

/**
 * An unavailable option's label: struck through, yet readable (it can be chosen); a chosen chip's colour once chosen.
 */
export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.foreground.secondary,
  selectors: { [`${input}:checked + ${chip} &`]: { color: 'inherit' } },
});
