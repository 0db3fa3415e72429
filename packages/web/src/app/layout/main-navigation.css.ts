import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The links sit on the same line as the « Explorer » button, at its height. */
const item = style({ display: 'flex', alignItems: 'center', minHeight: '2.75rem' });

/**
 * « Explorer » is a button, padded on both sides: pulled back by its padding, its word stands as far from
 * « Accessoires » as the universes stand from each other (its hover ground reaches into the gap).
 */
export const exploreItem = style([item, { marginInlineStart: `calc(-1 * ${vars.space.xlarge})` }]);

/** The universes in the house's small capitals, which their links inherit (the mega menu keeps its own type). */
export const categoryItem = style([
  item,
  {
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    letterSpacing: vars.font.letterSpacing.wider,
    textTransform: 'uppercase',
  },
]);
