import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { '&[data-enter]': { opacity: 1 }, '&:focus-visible': { outline: 'none' } },
});

// The house's focus ring is ink, which would vanish on the viewer's dark ground: here it is drawn in ivory.
globalStyle(`${viewer} :focus-visible`, { outlineColor: vars.color.foreground.inverse });

export const toolbar = style(
  responsiveStyle({
    mobile: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xsmall,
      padding: vars.space.xsmall,
    },
    desktop: { padding: vars.space.medium },
  }),
);

export const position = style({
  flex: 1,
  paddingInlineStart: vars.space.small,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

/** The photo's area: the stage fills it, the previous and next buttons float over it. */
export const frame = style({ position: 'relative', overflow: 'hidden' });

export const stage = style({
  position: 'absolute',
  inset: 0,
  // Every touch gesture on the photo is the viewer's own: no page scroll, no browser pinch.
  touchAction: 'none',
  userSelect: 'none',
  '@media': {
    '(hover: hover) and (pointer: fine)': {
      cursor: 'zoom-in',
      selectors: { '&[data-zoomed="true"]': { cursor: 'zoom-out' } },
    },
  },
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: 'center',
  // The duration token is zero under reduced motion: a zoom then happens at once.
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { '&[data-animated="false"]': { transition: 'none' } },
});
