import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The header stays at the top of the screen (117 px at most): whatever the browser scrolls into view — the
 * focus moving up the page by Tab, an anchor — stops below it, never under it (WCAG 2.4.11).
 */
globalStyle('html', { scrollPaddingTop: '8rem' });

/** The footer stays at the bottom of short pages (a 404, an empty cart). */
export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const main = style({
  flex: 1,
  // Focused by script after a navigation, for screen readers: not a control, so no ring.
  ':focus': { outline: 'none' },
});
