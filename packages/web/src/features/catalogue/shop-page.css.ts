import { mediaQuery, responsiveStyle, vars, visuallyHiddenRules } from '@aurele/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { underHeader } from '../../shared/header-block-size';

/**
 * On a phone the first row of photos starts on the first screen (issue 28): the title and its count on one line,
 * the collections as one row of chips, then the bar; the spacing tightens.
 */
export const page = style([
  { display: 'grid', gap: vars.space.medium, paddingBlock: `${vars.space.large} ${vars.space.huge}` },
  responsiveStyle({
    desktop: { gap: vars.space.xxlarge, paddingBlock: `${vars.space.xxlarge} ${vars.space.huge}` },
  }),
]);

export const heading = style({ display: 'grid', gap: vars.space.small });

/** « La boutique » from the desktop up: on a phone its line goes to the products. */
export const eyebrow = style([{ display: 'none' }, responsiveStyle({ desktop: { display: 'block' } })]);

/** The title and the count on one line: a long title wraps within its own column. */
export const titleLine = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.large,
});
globalStyle(`${titleLine} > h1`, { minWidth: 0 });

/** Holds the spinner, then the count, at one height: nothing moves when the list arrives. */
export const count = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: 24 });

/** The collections and the filters beside the list from the desktop up; above it, before. */
export const layout = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space.xxxlarge } }),
]);

/**
 * Scrolls with the page: the filters make it taller than a screen, and a sticky column would hide its end (and
 * the focus, when it gets there) until the list's end.
 */
export const sidebar = style({ display: 'grid', gap: vars.space.xlarge, alignContent: 'start' });

export const collectionNav = style([
  { display: 'grid', gap: vars.space.medium },
  // The row of chips runs to the screen's edges, past the page's margins.
  { marginInline: `calc(-1 * ${vars.space.gutter})` },
  responsiveStyle({ desktop: { marginInline: 0 } }),
]);

/** « Collections » heads the desktop's list; on a phone the chips speak for themselves, and it is read only. */
export const collectionHeading = style([
  visuallyHiddenRules,
  responsiveStyle({
    desktop: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  }),
]);

/** A phone's chips on one line that scrolls sideways (a focused link scrolls into view); a column on a desktop. */
export const collectionList = style([
  {
    listStyle: 'none',
    margin: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.gutter,
    display: 'flex',
    gap: vars.space.small,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  responsiveStyle({
    desktop: { flexDirection: 'column', gap: vars.space.medium, padding: 0, overflowX: 'visible' },
  }),
]);

/** A chip around each link on a phone, the shown collection's darker; a plain line of the list on a desktop. */
export const collectionItem = style([
  {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    minHeight: 40,
    paddingInline: vars.space.large,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.full,
    whiteSpace: 'nowrap',
    selectors: { '&:has([aria-current])': { borderColor: vars.color.border.strong } },
  },
  responsiveStyle({ desktop: { display: 'block', minHeight: 0, padding: 0, border: 'none' } }),
]);

// One column no wider than the page: an implicit column grows to the list's widest line (a list row's subtitle
// unwrapped), and on a phone the list view then scrolled sideways.
export const results = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
    minWidth: 0,
    alignContent: 'start',
  },
  responsiveStyle({ desktop: { gap: vars.space.xlarge } }),
]);

/**
 * « Filtrer », the order and the view. On a phone the bar sticks under the header (below it, and below every
 * dialog and popup, above the tiles' own raised hearts) for the whole list.
 */
export const toolbar = style([
  {
    position: 'sticky',
    top: underHeader,
    zIndex: `calc(${vars.zIndex.raised} + 1)`,
    display: 'flex',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: vars.space.small,
    marginInline: `calc(-1 * ${vars.space.gutter})`,
    paddingInline: vars.space.gutter,
    paddingBlock: vars.space.small,
    background: vars.color.background.page,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  },
  responsiveStyle({
    desktop: {
      position: 'static',
      justifyContent: 'flex-end',
      marginInline: 0,
      paddingInline: 0,
      paddingTop: 0,
      paddingBottom: vars.space.large,
    },
  }),
]);

/** The order and the view, at the bar's end: as wide as they are, so « Filtrer »'s width never moves them. */
export const controls = style({
  display: 'flex',
  marginInlineStart: 'auto',
  alignItems: 'end',
  gap: vars.space.small,
  minWidth: 0,
});

/**
 * The order's field: on a phone it shares the bar with « Filtrer » and the view, its label (« Trier par ») read,
 * not shown.
 */
globalStyle(`${controls} > :first-child`, {
  // On a phone it reads « Trier » (its narrow label), at a width of its own: the web font's arrival, which makes
  // the word a little wider or narrower, does not move it.
  flex: '0 0 6rem',
  '@media': { [mediaQuery.tablet]: { flex: '0 0 13rem' } },
});
// The field's first child is its label: a <label> on the plain field, Ariakit's <div> once the list has opened.
globalStyle(`${controls} > :first-child > :first-child`, {
  '@media': {
    [`not ${mediaQuery.tablet}`]: visuallyHiddenRules,
  },
});

/** Grid or list, on every screen (docs/product/screens.md), beside the order in a phone's bar too. */
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
