import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const detail = style({
  justifySelf: 'center',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
  color: vars.color.foreground.secondary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.xsmall,
  overflowWrap: 'anywhere',
});
