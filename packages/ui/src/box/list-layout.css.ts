import { style } from '@vanilla-extract/css';

export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });
