import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxxlarge });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxsmall });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const item = style({ display: 'grid', gap: vars.space.xsmall, width: '6rem' });

/** 4:5 like the shop's images; a fixed size, so nothing moves as the page settles. */
export const thumbnail = style({
  display: 'block',
  width: '6rem',
  aspectRatio: '4 / 5',
  background: vars.color.background.subtle,
  borderRadius: vars.radius.small,
});

export const drawing = style({
  fill: 'none',
  stroke: vars.color.foreground.secondary,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
