import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({ display: 'grid', gap: vars.space.large });

/** The search field and its button side by side, the button on the field's baseline. */
export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
  maxWidth: '40rem',
});

/** Collection, what to watch and the threshold: stacked on a phone, in a row from the tablet up. */
export const narrowRow = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr) 12rem' } },
});

export const watch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

/** The count and the stock's freshness, above the table. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
