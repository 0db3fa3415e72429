import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const group = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.large} 0 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** A legend is drawn across the fieldset's border unless it floats: floating, it is the group's first line. */
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
