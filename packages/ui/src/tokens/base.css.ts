import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring';
import { vars } from './contract.css';

// A small reset: predictable boxes and margins, then the house's defaults on the page itself.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  background: vars.color.background.page,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', focusRing);

globalStyle('::selection', {
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.primary,
});
