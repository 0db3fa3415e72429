import { vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

/** What every header of the site shares: the page's ground and a hairline under it. */
export const headerFrame = style({
  background: vars.color.background.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** The house's name as a link home: display capitals, widely spaced. */
export const wordmarkText = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '4px' },
});
