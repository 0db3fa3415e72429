import cormorantMedium from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';
import cormorantSemibold from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/*
 * The web fonts (font-files.ts names the same files for the metrics script), self-hosted: no request leaves the
 * site. Latin subset only, which covers French (é, ç, œ, «, », the narrow no-break space and €).
 */
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const webFonts = [
  { family: 'Inter Variable', url: inter, format: 'woff2-variations', weight: '100 900' },
  { family: 'Cormorant Garamond', url: cormorantMedium, format: 'woff2', weight: '500' },
  { family: 'Cormorant Garamond', url: cormorantSemibold, format: 'woff2', weight: '600' },
] as const;

/**
 * Fetches the web fonts, then adds them to the page together. Called once the first paint is on screen: until then
 * text is drawn in the local fallbacks given the web fonts' metrics (fonts.css.ts), so the first paint waits for no
 * font and the swap moves nothing; all at once, the swap re-lays the page out once rather than once per file.
 */
export async function loadWebFonts(fonts: FontFaceSet = document.fonts) {
  const faces = webFonts.map(
    ({ family, url, format, weight }) =>
      new FontFace(family, `url('${url}') format('${format}')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: latinRange,
      }),
  );
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    // A file that cannot be fetched leaves every fallback in place: no half-swapped page, nothing to report.
    return;
  }
  for (const face of faces) fonts.add(face);
}
