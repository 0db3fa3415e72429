/**
 * The web fonts' files, self-hosted from Fontsource, Latin subset only, as package paths: what
 * `scripts/font-fallbacks.ts` measures. `web-fonts.ts` imports the same files (a test keeps the two in step).
 */
export const fontFiles = {
  /** Inter, variable weight: all running text, navigation, buttons. */
  text: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  /** Cormorant Garamond 500: headings (asked at 400 or 500). */
  displayMedium: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  /** Cormorant Garamond 600: the wordmark in the header, emphasised display text. */
  displaySemibold: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
} as const;
