import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: `${vars.space.xxlarge} ${vars.space.huge}`,
  '@media': { [mediaQuery.desktop]: { paddingTop: vars.space.huge } },
});

/** A legal article: its paragraphs and lists read at a comfortable measure. */
export const prose = style({
  display: 'grid',
  gap: vars.space.medium,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});
