import { style } from '@vanilla-extract/css';
import { floatingButton } from '../styles/floating-button';
import { colorTransition, shade } from '../styles/motion';
import { vars } from '../tokens/contract.css';

export const launcher = style({
  position: 'fixed',
  right: floatingButton.inset,
  // Lifted above a bar a page pins to the bottom (the product's add bar on a phone) while it shows.
  bottom: `calc(${floatingButton.inset} + var(--bottom-bar-height, 0px))`,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  placeItems: 'center',
  width: floatingButton.size,
  height: floatingButton.size,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.background.brand,
  color: vars.color.foreground.inverse,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  transition: colorTransition,
  selectors: {
    '&:hover': { background: shade(vars.color.background.brand) },
  },
});

export const unread = style({ position: 'absolute', top: 0, right: 0 });
