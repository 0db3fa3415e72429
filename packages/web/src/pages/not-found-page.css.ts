import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: `${vars.space.huge} ${vars.space.xxxlarge}`,
  textAlign: 'center',
});

/** The small capitals above the title, as on the house's editorial pages. */
export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.foreground.secondary,
});
