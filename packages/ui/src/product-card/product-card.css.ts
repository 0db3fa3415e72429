import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { label } from '../button/button.css';
import { focusRing } from '../styles/focus-ring';
import { colorTransition } from '../styles/motion';
import { responsiveStyle } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';
import { tokens } from '../tokens/tokens';

const listOnTablet = style(
  responsiveStyle({ tablet: { gridTemplateColumns: '10rem 1fr', gap: vars.space.xlarge } }),
);

/** A list row's photo column on a phone. */
const listPhoto = '7.5rem';

export const card = recipe({
  // The card is the container its action's shape asks about (below). The action's own slot was: Chromium then
  // restyled it at each of the grid's layout passes, and /shop's load spent over a second laying out with the CPU
  // slowed 4× (a third of that with the card as the container).
  base: {
    position: 'relative',
    display: 'grid',
    minWidth: 0,
    color: vars.color.foreground.primary,
    containerType: 'inline-size',
  },
  variants: {
    layout: {
      // The full height of its grid cell (or list item), so the actions of a row line up at the foot.
      grid: { gridTemplateRows: 'auto 1fr', gap: vars.space.large, height: '100%' },
      list: [
        {
          gridTemplateColumns: `${listPhoto} 1fr`,
          alignItems: 'start',
          gap: vars.space.large,
          paddingBlock: vars.space.large,
          borderBottom: `1px solid ${vars.color.border.subtle}`,
        },
        listOnTablet,
      ],
    },
  },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.small,
  background: vars.color.background.subtle,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { [`${card.classNames.base}:hover &`]: { transform: 'scale(1.03)' } },
});

/** Over the first photo, shown while the mouse rests on the card (only where a pointer hovers). */
export const hoverImage = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  '@media': {
    '(hover: hover)': { selectors: { [`${card.classNames.base}:hover &`]: { opacity: 1 } } },
  },
});

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  color: vars.color.foreground.disabled,
});

export const ribbon = style({ position: 'absolute', top: vars.space.medium, left: vars.space.medium });

/** Above the card-wide link, so the heart stays its own button. */
export const wishlist = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 1,
});

/** A column whose last part, the action, sits at the foot: cards of a row line their buttons up. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const brand = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.foreground.secondary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

/** The title's link covers the whole card (image included), so the card is one big target. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  transition: colorTransition,
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.small },
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em', textDecorationThickness: '1px' },
    '&:focus-visible::after': focusRing,
  },
});

export const subtitle = style({
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

/** Above the card-wide link, like the footer: its discs are targets of their own. */
export const colours = style({ position: 'relative', zIndex: 1 });

export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

/** In a list row the heart sits beside the price, by the product, not at the row's far end. */
export const footerInList = style({ justifyContent: 'flex-start', gap: vars.space.medium });

/** Pushed to the card's foot; above the card-wide link, like the footer. Its width decides the action's shape. */
export const actionSlot = style([footer, { marginTop: 'auto', paddingTop: vars.space.small }]);

/**
 * The action stays on one line at every width (a wrapped call to action reads as a paragraph): where it has 16rem
 * or less (two cards to a row on a phone, four beside the filters, a list row on a phone) its label loses its wide
 * spacing and its icon. It has the card's width in a grid; in a list, what the photo's column and the gap leave
 * (a list is that narrow only on a phone, whose columns these are).
 */
const narrowAction = '16rem';
for (const [layout, narrow] of [
  ['grid', `(max-width: ${narrowAction})`],
  ['list', `(max-width: calc(${narrowAction} + ${listPhoto} + ${tokens.space.large}))`],
] as const) {
  const slot = `${card.classNames.variants.layout[layout]} ${actionSlot}`;
  globalStyle(`${slot} :is(a, button)`, {
    '@container': {
      [narrow]: { letterSpacing: vars.font.letterSpacing.normal, paddingInline: vars.space.small },
    },
  });
  globalStyle(`${slot} ${label} > svg`, { '@container': { [narrow]: { display: 'none' } } });
}

/** Words in place of a price (« Prix sur demande »): the price's size, quieter. */
export const priceLabel = style({
  fontFamily: vars.font.family.text,
  fontSize: vars.font.size.medium,
  color: vars.color.foreground.secondary,
});
