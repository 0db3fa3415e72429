import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

/**
 * As wide as the field on a phone; on larger screens wide enough for a name and a price on one line, within the
 * screen. As tall as the screen leaves under the field, and scrolled inside: the page behind does not move.
 */
export const popover = style({
  width: 'var(--popover-anchor-width)',
  maxHeight: 'min(32rem, var(--popover-available-height))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': {
    [mediaQuery.tablet]: {
      width: 'max(var(--popover-anchor-width), min(26rem, var(--popover-available-width)))',
    },
  },
});

export const group = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.xsmall,
      paddingTop: vars.space.xsmall,
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const groupLabel = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.foreground.secondary,
});

export const item = style({ paddingBlock: vars.space.xsmall });

/** The last line, to every result: set apart from the suggestions above it. */
export const allResultsItem = style({
  marginBlockStart: vars.space.xsmall,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  paddingBlock: vars.space.small,
  fontWeight: vars.font.weight.semibold,
});

export const thumbnail = style({
  flexShrink: 0,
  width: 40,
  height: 40,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const description = style({ fontSize: vars.font.size.xsmall, color: vars.color.foreground.secondary });

export const aside = style({ flexShrink: 0 });

export const empty = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});
