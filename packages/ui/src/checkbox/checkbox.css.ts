import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring';
import { colorTransition } from '../styles/motion';
import { nativeInput } from '../styles/native-input.css';
import { vars } from '../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xsmall });

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
});

export const control = style({ position: 'relative', display: 'inline-grid', flexShrink: 0, marginTop: 1 });

export const input = nativeInput;

export const box = style({
  display: 'grid',
  placeItems: 'center',
  width: 20,
  height: 20,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: 'transparent',
  transition: colorTransition,
  selectors: {
    [`${input}:checked + &`]: {
      background: vars.color.background.brand,
      borderColor: vars.color.border.brand,
      color: vars.color.foreground.inverse,
    },
    // Ariakit's checkbox marks keyboard focus; a native one (CheckboxList) has :focus-visible.
    [`${input}[data-focus-visible] + &, ${input}:focus-visible + &`]: focusRing,
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.border.critical },
    [`${input}:disabled + &`]: {
      background: vars.color.background.subtle,
      borderColor: vars.color.border.subtle,
    },
  },
});

export const messages = style({
  paddingInlineStart: `calc(20px + ${vars.space.medium})`,
  display: 'grid',
  gap: vars.space.xsmall,
});
