import { style } from '@vanilla-extract/css';

/** The rules themselves, for a style that hides its element on some screens only. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Present for assistive technology, absent from the screen. */
export const visuallyHidden = style(visuallyHiddenRules);
