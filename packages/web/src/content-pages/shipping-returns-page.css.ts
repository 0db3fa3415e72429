import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const price = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xxlarge,
  color: vars.color.foreground.brand,
});

/** Two by two from the tablet up, one under the other on phones. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.foreground.brand}`,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.brand,
});
