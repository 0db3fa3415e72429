import { style } from '@vanilla-extract/css';

/** The dialog's footer lays its actions in a row; the drawer's stack across its whole width. */
export const footer = style({ width: '100%' });

export const empty = style({ margin: 0, ':focus': { outline: 'none' } });
