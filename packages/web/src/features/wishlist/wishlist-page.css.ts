import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxlarge });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // One product per row on phones: the add button's words need a card at least this wide.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xxxlarge,
  ':focus': { outline: 'none' },
});
