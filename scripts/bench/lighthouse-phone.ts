/** Lighthouse's phone (the figures of `bench:web` are mobile ones), for the benchmarks that drive Chromium themselves. */
export const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

/** The middle value: a busy machine moves a few runs, the median keeps the typical one. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
