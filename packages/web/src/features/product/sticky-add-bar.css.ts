import { responsiveStyle, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/**
 * At the bottom of a phone's screen, under any dialog (its overlay is higher) and with the chat launcher lifted
 * above it (`--bottom-bar-height`, which the bar sets while it shows). Wider screens keep the panel in view.
 */
export const bar = style([
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.sticky,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.large}`,
    paddingBottom: `max(${vars.space.medium}, env(safe-area-inset-bottom))`,
    background: vars.color.background.surface,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.large,
  },
  responsiveStyle({ tablet: { display: 'none' } }),
]);

export const summary = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
