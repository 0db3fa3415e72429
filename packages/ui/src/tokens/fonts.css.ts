import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbacks } from './font-fallbacks';
import { fontFiles } from './font-files';

/*
 * Self-hosted from Fontsource: no request leaves the site (privacy for EU shoppers, and speed). Latin subset
 * only, which covers French (é, ç, œ, «, », the narrow no-break space and €); `swap` shows text at once.
 */
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

globalFontFace('Inter Variable', {
  src: `url('${fontFiles.text}') format('woff2-variations')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

for (const [weight, file] of [
  ['500', fontFiles.displayMedium],
  ['600', fontFiles.displaySemibold],
] as const) {
  globalFontFace('Cormorant Garamond', {
    src: `url('${file}') format('woff2')`,
    fontWeight: weight,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: latinRange,
  });
}

/*
 * Until a web font arrives, text is drawn in a local font given the web font's size and line metrics
 * (font-fallbacks.ts, measured from the files): the swap then moves nothing on the page.
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
