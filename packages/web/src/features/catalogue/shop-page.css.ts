import { responsiveStyle, vars } from '@aurele/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.huge}`,
});

/** The collections and the filters beside the list from the desktop up; above it, before. */
export const layout = style([
  { display: 'grid', gap: vars.space.xlarge, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space.xxxlarge } }),
]);

/**
 * Scrolls with the page: the filters make it taller than a screen, and a sticky column would hide its end (and
 * the focus, when it gets there) until the list's end.
 */
export const sidebar = style({ display: 'grid', gap: vars.space.xlarge, alignContent: 'start' });

export const collectionNav = style({ display: 'grid', gap: vars.space.medium });

export const collectionList = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.small} ${vars.space.xlarge}`,
  },
  responsiveStyle({ desktop: { flexDirection: 'column', gap: vars.space.medium } }),
]);

export const results = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.large,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** Holds the spinner, then the count, at one height: nothing moves when the list arrives. */
export const count = style({ display: 'flex', alignItems: 'center', minHeight: 44 });

export const controls = style({ display: 'flex', alignItems: 'end', gap: vars.space.medium });

globalStyle(`${controls} > :first-child`, { minWidth: '13rem' });

export const viewToggle = style({ display: 'flex', gap: vars.space.xxsmall });

/** The chips, then « Tout effacer » at the end of their line. */
export const activeFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.large}`,
});

export const filterList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  background: vars.color.background.surface,
});

/**
 * The list's tiles past the first twelve (three rows of four; six rows of two on a phone) skip layout and paint
 * until the shopper scrolls near them: a phone lays out a screenful first, whatever the page holds.
 */
export const tiles = style({});
globalStyle(`${tiles} > ul > li:nth-child(n + 13)`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 28rem',
});

/** « Voir plus », centred under the list, with what it says while the next page comes. */
export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.xlarge,
});

/** The main collections under a search that found nothing: a centred row of buttons that wraps. */
export const noResultsCollections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
