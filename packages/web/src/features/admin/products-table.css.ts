import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** A 48 px square, as its address asks it of the CDN (the `adminRow` slot). */
const square = style({
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
});

export const thumbnail = style([square, { display: 'block', objectFit: 'cover' }]);

/** Where the photo would be: the square says there is none. */
export const noPhoto = style([square, { display: 'grid', placeItems: 'center', lineHeight: 1.1 }]);

/** The row's name: its photo, then its title, at least wide enough for a short title beside the photo. */
export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: '11rem',
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
