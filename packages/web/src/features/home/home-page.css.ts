import type { CategorySlug } from '@aurele/storefront-contract';
import { responsiveStyle, vars } from '@aurele/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.huge, paddingBottom: vars.space.huge });

export const section = style({ display: 'grid', gap: vars.space.xxlarge });

/* Hero: words on the left, a drawn arch on the right from the tablet up. */

export const hero = style([
  { display: 'grid', alignItems: 'center', gap: vars.space.xxxlarge, paddingTop: vars.space.xxxlarge },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)', minHeight: '34rem' },
  }),
]);

export const heroText = style({ display: 'grid', gap: vars.space.xlarge, maxWidth: '38rem' });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.large} ${vars.space.xxlarge}`,
  marginTop: vars.space.small,
});

const archRadius = '999px 999px 0 0';

export const heroArt = style([
  {
    display: 'none',
    position: 'relative',
    aspectRatio: '4 / 5',
    width: '100%',
    maxWidth: '26rem',
    justifySelf: 'end',
  },
  responsiveStyle({ tablet: { display: 'block' } }),
]);

export const heroArch = style({
  position: 'absolute',
  inset: '8% 10% 0 0',
  borderRadius: archRadius,
  background: vars.color.background.brand,
});

export const heroOutline = style({
  position: 'absolute',
  inset: '0 0 6% 12%',
  borderRadius: archRadius,
  border: `1px solid ${vars.color.border.brand}`,
});

export const heroMonogram = style({
  position: 'absolute',
  inset: '8% 10% 0 0',
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.family.display,
  fontStyle: 'italic',
  fontWeight: vars.font.weight.regular,
  fontSize: 'clamp(5rem, 11vw, 9rem)',
  letterSpacing: '-0.04em',
  color: vars.color.foreground.inverse,
});

/* Universes: three tall tiles in the house's soft tones. */

export const universeList = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xlarge },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);

const universeTile = style([
  {
    position: 'relative',
    display: 'grid',
    minHeight: '15rem',
    padding: vars.space.xlarge,
    overflow: 'hidden',
    borderRadius: vars.radius.small,
  },
  responsiveStyle({ desktop: { minHeight: '26rem', padding: vars.space.xxlarge } }),
]);

export const universe = styleVariants(
  {
    femme: vars.color.background.brandSoft,
    homme: vars.color.background.infoSoft,
    enfant: vars.color.background.positiveSoft,
    accessoires: vars.color.background.cautionSoft,
  } satisfies Record<CategorySlug, string>,
  (background) => [universeTile, { background }],
);

export const universeArt = style([
  {
    position: 'absolute',
    top: vars.space.xlarge,
    right: vars.space.xlarge,
    width: '30%',
    aspectRatio: '3 / 4',
    borderRadius: archRadius,
    display: 'grid',
    placeItems: 'center',
    // A pale arch behind the universe's initial, in the house's italic serif.
    '::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: archRadius,
      background: vars.color.background.surface,
      opacity: 0.6,
    },
    fontFamily: vars.font.family.display,
    fontStyle: 'italic',
    fontSize: 'clamp(3rem, 6vw, 5.5rem)',
    color: vars.color.foreground.secondary,
  },
  responsiveStyle({ tablet: { width: '42%' } }),
]);

export const universeInitial = style({ position: 'relative' });

export const universeText = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  alignSelf: 'end',
});

export const universeName = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

/** The tile's one link: its area covers the tile, its focus ring draws around it. */
export const universeLink = style({
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.small },
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em', textDecorationThickness: '1px' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-4px' },
  },
});

export const universeCopy = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
  maxWidth: '22rem',
});

/** The words and the arrow of « Découvrir », the arrow in the words' colour. */
export const universeMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
  color: vars.color.foreground.brand,
});

/* Featured products */

export const featuredLoading = style({ position: 'relative' });

export const featuredSpinner = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
});

/* Services: a band across the page. */

export const benefits = style({
  paddingBlock: vars.space.xxxlarge,
  background: vars.color.background.subtle,
  borderBlock: `1px solid ${vars.color.border.subtle}`,
});

export const benefitList = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxlarge },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const benefit = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' });

export const benefitIcon = style({ color: vars.color.foreground.brand, marginBottom: vars.space.small });

/* Newsletter */

export const newsletter = style([
  {
    display: 'grid',
    gap: vars.space.xlarge,
    padding: vars.space.xlarge,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
  },
  responsiveStyle({
    tablet: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xxlarge,
      padding: vars.space.xxxlarge,
    },
  }),
]);

export const newsletterText = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const newsletterForm = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'end',
});
