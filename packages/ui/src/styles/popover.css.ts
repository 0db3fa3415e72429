import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * The floating surface of selects, menus and the mega menu. Ariakit marks it `[data-enter]` once shown and waits
 * for the transition before unmounting, so it fades in and out (instantly under reduced motion).
 */
export const popoverSurface = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
  opacity: 0,
  transform: 'translateY(-4px)',
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.enter}, transform ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  selectors: {
    '&[data-enter]': { opacity: 1, transform: 'none' },
    '&:focus-visible': { outline: 'none' },
  },
});

/** An option or menu item; Ariakit marks the one under the keyboard or pointer `[data-active-item]`. */
export const popoverItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  scrollMarginBlock: vars.space.xsmall,
  selectors: {
    '&[data-active-item]': { background: vars.color.background.subtle },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    '&[aria-disabled="true"]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});
