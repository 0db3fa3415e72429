import { style } from '@vanilla-extract/css';

/** The footer stays at the bottom of short pages (a 404, an empty cart). */
export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const main = style({
  flex: 1,
  // Focused by script after a navigation, for screen readers: not a control, so no ring.
  ':focus': { outline: 'none' },
});
