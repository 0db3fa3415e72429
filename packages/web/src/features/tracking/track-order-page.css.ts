import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const hintList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** The result's key facts in a row that wraps on a phone. */
export const facts = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const factValue = style({ margin: 0 });
