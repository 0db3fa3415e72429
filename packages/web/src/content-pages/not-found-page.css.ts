import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: `${vars.space.huge} ${vars.space.xxxlarge}`,
  textAlign: 'center',
});
