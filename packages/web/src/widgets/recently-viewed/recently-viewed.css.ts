import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** Set apart from what is above it, as « Vous aimerez aussi » is. */
export const rail = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
  marginTop: vars.space.xxlarge,
  paddingTop: vars.space.xxlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** One row that scrolls sideways, each card a fixed share of a phone's width and snapping into place. */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(9.5rem, 12rem)',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  paddingBottom: vars.space.small,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
});

export const item = style({ scrollSnapAlign: 'start' });
