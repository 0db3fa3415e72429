import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRing } from './focus-ring';
import { colorTransition } from './motion';

/** The look every text-like control shares: inputs, text areas, select triggers, the quantity input. */
export const fieldControl = style({
  width: '100%',
  minHeight: 48,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  // 16 px at least, or phones zoom into the field.
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.snug,
  transition: colorTransition,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.secondary, opacity: 1 },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.border.strong },
    '&:focus-visible, &[data-focus-visible]': { ...focusRing, borderColor: vars.color.border.strong },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.border.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
    },
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.background.subtle,
      color: vars.color.foreground.disabled,
      cursor: 'not-allowed',
    },
  },
});
