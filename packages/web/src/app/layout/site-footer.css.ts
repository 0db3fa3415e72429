import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: vars.space.huge,
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
});

/** The house and its contact first, then the three lists of links: stacked on phones, side by side when wide. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxlarge,
  paddingBlock: vars.space.huge,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: {
      gridTemplateColumns: '1.4fr repeat(3, minmax(0, 1fr))',
      gap: vars.space.xxxlarge,
    },
  },
});

export const wordmark = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Room to tap each link comfortably (WCAG 2.2 target size). */
export const item = style({ display: 'flex', alignItems: 'center', minHeight: '2.25rem' });

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  // Room under the last line for the chat launcher, which floats over the bottom right of the page.
  paddingBottom: `calc(56px + 2 * ${vars.space.xlarge})`,
  borderTop: `1px solid ${vars.color.foreground.secondary}`,
  fontSize: vars.font.size.small,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialGlyph = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });
