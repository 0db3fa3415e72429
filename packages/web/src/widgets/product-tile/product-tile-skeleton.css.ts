import { responsiveStyle, vars } from '@aurele/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The same frame as a ProductCard, so the grid does not move when the products arrive. */
const frame = style({ display: 'grid', minWidth: 0 });

export const tile = styleVariants({
  grid: [frame, { gridTemplateRows: 'auto 1fr', gap: vars.space.large }],
  list: [
    frame,
    {
      gridTemplateColumns: '7.5rem 1fr',
      alignItems: 'start',
      gap: vars.space.large,
      paddingBlock: vars.space.large,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
    },
    responsiveStyle({ tablet: { gridTemplateColumns: '10rem 1fr', gap: vars.space.xlarge } }),
  ],
});

/** ProductCard's image ratio. */
export const media = style({ aspectRatio: '3 / 4' });
globalStyle(`${media} > *`, { height: '100%' });

/** Brand, title, subtitle, price and button lines at their final heights. */
export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall });

export const button = style({ height: 36, marginTop: vars.space.small });
globalStyle(`${button} > *`, { height: '100%' });
