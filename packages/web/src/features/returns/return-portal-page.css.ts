import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** The form beside the explanation from the desktop up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});
