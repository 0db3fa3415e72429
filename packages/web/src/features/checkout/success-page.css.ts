import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.huge });

/** The house's mark of a done deed: a check in a ring of the brand colour. */
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.brand}`,
  color: vars.color.foreground.brand,
});
