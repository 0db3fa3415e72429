import { style } from '@vanilla-extract/css';

export const title = style({ fontWeight: 400, fontSize: 36, margin: '40px 0 24px' });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const card = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const image = style({ width: '100%', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover' });
export const name = style({ fontSize: 17, fontWeight: 400, margin: 0 });
export const price = style({ margin: 0, fontFamily: 'system-ui, sans-serif', fontSize: 15 });
