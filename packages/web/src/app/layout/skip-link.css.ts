import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** Off screen until it takes the keyboard focus, then in the top left corner above everything. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.large,
  top: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.medium} ${vars.space.large}`,
  // Light on the dark banner it covers, with the focus ring around it.
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.medium,
  transform: 'translateY(-200%)',
  selectors: {
    // Its shadow only once shown: off screen, a shadow this large reaches down into the page's top left corner.
    '&:focus-visible': {
      transform: 'none',
      boxShadow: vars.shadow.large,
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});
