import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring';
import { vars } from '../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
  // Horizontal swipes belong to the carousel; vertical ones still scroll the page.
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  // Motion collapses to nothing under reduced motion, through the duration token.
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxsmall });

/** A 24 px target around an 8 px dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border.strong}`,
    transition: `background-color ${vars.motion.duration.fast}`,
  },
  selectors: {
    '&[aria-current="true"]::after': { background: vars.color.background.inverse },
    '&:focus-visible': focusRing,
  },
});
