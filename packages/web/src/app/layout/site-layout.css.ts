import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  background: '#faf7f2',
  color: '#1f1b16',
  fontFamily: 'Georgia, "Times New Roman", serif',
});

export const page = style({ maxWidth: 1200, margin: '0 auto', padding: '0 24px 64px' });
export const header = style({ padding: '32px 0', borderBottom: '1px solid #e4ddd2' });
export const brand = style({ margin: 0, fontSize: 28, letterSpacing: '0.2em', textTransform: 'uppercase' });
