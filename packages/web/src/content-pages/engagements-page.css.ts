import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** A pillar opens on a hairline, like a chapter. */
export const pillar = style({
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border.strong}`,
});

export const number = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  color: vars.color.foreground.brand,
});
