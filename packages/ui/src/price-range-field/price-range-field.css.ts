import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const range = style({ display: 'grid', gap: vars.space.small });

/** Side by side, each half of the room, however narrow (a sidebar, a phone's panel). */
export const bounds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});
