import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** A 48 px square, as its address asks it of the CDN (the `adminRow` slot). */
export const thumbnail = style({
  display: 'block',
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
});

/** The sortable headers: the column's name as a button, its direction beside it. */
export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  cursor: 'pointer',
  fontWeight: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const stock = style({ display: 'grid', justifyItems: 'end', whiteSpace: 'nowrap' });
