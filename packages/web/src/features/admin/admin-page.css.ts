import { mediaQuery, vars } from '@aurele/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xxlarge });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Key figures: two per row on a phone, four on a desktop. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
});

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
});

/** The settings as a definition list: label above value on a phone, side by side from the tablet up. */
export const settings = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const setting = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const settingLabel = style({ color: vars.color.foreground.secondary });

export const settingValue = style({ margin: 0 });

/**
 * Holds visually hidden text inside a table cell: the table's scrolling frame is not positioned, so the hidden
 * text (absolutely placed) would otherwise escape it and widen the page on a phone.
 */
export const inCell = style({ position: 'relative', display: 'inline-flex' });

/** « Derniers ajouts »: numbered, newest first. */
export const newest = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
});
