import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const recap = style({
  width: '100%',
  paddingBlock: vars.space.large,
  borderBlock: `1px solid ${vars.color.border.subtle}`,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** A line as the cart draws it, without its controls: its image the cart's size. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr) auto',
  columnGap: vars.space.medium,
  alignItems: 'start',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '6.5rem minmax(0, 1fr) auto' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
});
