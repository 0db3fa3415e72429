import { style } from '@vanilla-extract/css';

/**
 * A native checkbox or radio kept in place (and in the accessibility tree, with its keyboard and form behaviour),
 * invisible over the box or chip drawn beside it in the house's style.
 */
export const nativeInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
