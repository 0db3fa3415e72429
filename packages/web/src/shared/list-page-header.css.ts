import { style } from '@vanilla-extract/css';

/** The title block takes the focus when the item that had it leaves the list: no ring on a heading. */
export const header = style({ ':focus': { outline: 'none' } });
