import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbacks } from './font-fallbacks';

/*
 * Until the web fonts arrive (web-fonts.ts, added after the first paint), text is drawn in a local font given the
 * web font's size and line metrics (font-fallbacks.ts, measured from the files): the swap then moves nothing.
 */
for (const fallback of Object.values(fontFallbacks)) {
  globalFontFace(fallback.family, {
    src: fallback.local.map((name) => `local('${name}')`).join(', '),
    sizeAdjust: fallback.sizeAdjust,
    ascentOverride: fallback.ascentOverride,
    descentOverride: fallback.descentOverride,
    lineGapOverride: fallback.lineGapOverride,
  });
}
