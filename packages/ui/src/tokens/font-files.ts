/**
 * The web fonts' files, self-hosted from Fontsource, Latin subset only. Read by `fonts.css.ts` (the faces), by
 * `scripts/font-fallbacks.ts` (their metrics) and by the web build (which preloads them).
 */
export const fontFiles = {
  /** Inter, variable weight: all running text, navigation, buttons. */
  text: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  /** Cormorant Garamond 500: headings (asked at 400 or 500). */
  displayMedium: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  /** Cormorant Garamond 600: the wordmark in the header, emphasised display text. */
  displaySemibold: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
} as const;

/**
 * What the first screen of every page draws: the header's wordmark (600), its navigation and the hero's text
 * (Inter), the hero's heading (500). That is every file: the web build preloads all three, and would stop
 * preloading one that a later design leaves below the fold.
 */
export const firstScreenFontFiles: readonly string[] = [
  fontFiles.text,
  fontFiles.displayMedium,
  fontFiles.displaySemibold,
];
