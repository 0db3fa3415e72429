import { style } from '@vanilla-extract/css';

/** The lines lay themselves out by the list's own width, the same on the cart page and in the drawer. */
export const list = style({
  containerType: 'inline-size',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ':focus': { outline: 'none' },
});

/** A list wide enough for the line's columns (the cart page from the tablet up). */
export const roomyList = '(min-width: 32rem)';
