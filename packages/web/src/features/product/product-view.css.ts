import { responsiveStyle, vars } from '@aurele/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingBlock: `${vars.space.xlarge} ${vars.space.huge}`,
});

/** Gallery and summary side by side from the desktop up. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxlarge, alignItems: 'start' },
  responsiveStyle({
    desktop: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.huge },
  }),
]);

/** The gallery stays in view while the summary scrolls beside it. */
export const gallery = style([responsiveStyle({ desktop: { position: 'sticky', top: vars.space.xlarge } })]);

/** A photo opens its large version: the pointer says it can be enlarged. */
export const galleryLink = style({ display: 'block', cursor: 'zoom-in' });

/** The storefront's images are portraits at 4:5; the frame holds that ratio before they arrive. */
export const galleryImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  // A quiet colour holds the frame while the photo arrives.
  background: vars.color.background.subtle,
});

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
  color: vars.color.foreground.disabled,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignContent: 'start',
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

export const brand = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const quantityRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: `${vars.space.medium} ${vars.space.xlarge}`,
});

/** One line's height, kept while empty, so the buttons below never jump. */
export const stock = style({ display: 'flex', alignItems: 'center', minHeight: 44 });

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingTop: vars.space.xlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** The store's HTML: readable paragraphs and lists in the house's text style. */
export const richText = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.relaxed,
});
globalStyle(`${richText} > *`, { marginBlock: 0 });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space.xlarge });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${richText} a`, { color: vars.color.foreground.link, textUnderlineOffset: '0.22em' });

export const services = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
});

export const serviceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const serviceItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const serviceIcon = style({ color: vars.color.foreground.brand, paddingTop: vars.space.xxsmall });

/** The loading state keeps the loaded page's rhythm: the same gap under the breadcrumbs' line. */
export const loadingFrame = style({ display: 'grid', gap: vars.space.xlarge });

/** One line of the breadcrumbs (small text), for the loading state's spinner. */
export const crumbRow = style({
  display: 'flex',
  alignItems: 'center',
  height: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})`,
});

export const skeletonImage = style({ aspectRatio: '4 / 5' });
globalStyle(`${skeletonImage} > *`, { height: '100%' });

export const skeletonTitle = style({ maxWidth: '24rem' });

export const skeletonBlock = style({ height: '14rem' });
globalStyle(`${skeletonBlock} > *`, { height: '100%' });

/** « Vous aimerez aussi », set apart from the product above it. */
export const related = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingTop: vars.space.xxlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
