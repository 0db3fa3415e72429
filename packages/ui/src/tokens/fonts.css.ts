import { globalFontFace } from '@vanilla-extract/css';

/*
 * Self-hosted from Fontsource: no request leaves the site (privacy for EU shoppers, and speed). Latin subset
 * only, which covers French (é, ç, œ, «, », the narrow no-break space and €); `swap` shows text at once.
 */
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

globalFontFace('Inter Variable', {
  src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations')",
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

for (const weight of ['500', '600'] as const) {
  globalFontFace('Cormorant Garamond', {
    src: `url('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-normal.woff2') format('woff2')`,
    fontWeight: weight,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: latinRange,
  });
}
