import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxlarge });

/** Lines beside the summary from the desktop up; the summary follows the scroll there. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: vars.space.xxxlarge },
  },
});

export const summary = style({
  '@media': { [mediaQuery.desktop]: { position: 'sticky', top: vars.space.xxlarge } },
});
