import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRing } from './focus-ring';
import { colorTransition } from './motion';

/** The close icon's cross (icon-paths.tsx), as a mask the field's colours fill. */
const clearCross = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="1.5" stroke-linecap="round"><path d="m6 6 12 12M18 6 6 18"/></svg>',
)}")`;

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
    // A search field's clear button: the house's cross in the secondary ink, not the browser's blue.
    '&::-webkit-search-cancel-button': {
      WebkitAppearance: 'none',
      appearance: 'none',
      width: '1rem',
      height: '1rem',
      marginInlineStart: vars.space.small,
      cursor: 'pointer',
      backgroundColor: vars.color.foreground.secondary,
      WebkitMask: `${clearCross} center / contain no-repeat`,
      mask: `${clearCross} center / contain no-repeat`,
    },
    '&::-webkit-search-cancel-button:hover': { backgroundColor: vars.color.foreground.primary },
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
