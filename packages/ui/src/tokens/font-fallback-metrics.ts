/// <reference types="node" />
// Build-time only (scripts/font-fallbacks.ts and its test): never imported by a component, so Capsize and
// fontkit stay dev dependencies and nothing of them reaches the browser.
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { fontFiles } from './font-files';

/** One fallback face: a local font scaled and re-spaced so that its text takes the web font's room. */
interface FontFallback {
  /** The family the theme names right after the web font's. */
  family: string;
  /** Local fonts, by full and PostScript names, with a metric-compatible twin for Linux (Liberation). */
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** The fallback of each family of the theme (`font.family`). */
export type FontFallbacks = Record<'display' | 'text', FontFallback>;

const require = createRequire(import.meta.url);

/**
 * Capsize's matching (the method of Next.js's and Nuxt's font tooling): the fallback is scaled by the ratio of
 * the two fonts' average character widths, weighted by letter frequency in Latin text (`size-adjust`), and its
 * ascent, descent and line gap are set to the web font's, divided by that scale. The web fonts' metrics come
 * from the very files the shop serves (read with fontkit); the system fonts' from Capsize's metrics package,
 * since they are not files of ours. Liberation Serif and Sans share Times New Roman's and Arial's metrics.
 */
export async function fontFallbackOverrides(): Promise<FontFallbacks> {
  // The 500 is the display face of headings, the larger texts; 600 has the same vertical metrics.
  const display = await fromFile(require.resolve(fontFiles.displayMedium));
  const text = await fromFile(require.resolve(fontFiles.text));
  return {
    display: matched('Cormorant Garamond Fallback', display, timesNewRoman, [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
    ]),
    text: matched('Inter Variable Fallback', text, arial, ['Arial', 'ArialMT', 'Liberation Sans']),
  };
}

function matched(family: string, web: FontMetrics, system: FontMetrics, local: string[]): FontFallback {
  const [face] = createFontStack([web, system], { fontFaceFormat: 'styleObject' }).fontFaces;
  const overrides = face?.['@font-face'];
  if (!overrides) throw new Error(`Capsize made no fallback face for ${family}`);
  const value = (property: unknown) => {
    if (typeof property !== 'string') throw new Error(`Capsize left out an override of ${family}`);
    return property;
  };
  return {
    family,
    local,
    sizeAdjust: value(overrides.sizeAdjust),
    ascentOverride: value(overrides.ascentOverride),
    descentOverride: value(overrides.descentOverride),
    lineGapOverride: value(overrides.lineGapOverride),
  };
}

/** The committed module: the values as data, so the browser's styles need none of the above. */
export function formatFontFallbacks(fallbacks: FontFallbacks): string {
  return [
    "// Written by `pnpm --filter @aurele/ui fonts:fallbacks` (scripts/font-fallbacks.ts) from the fonts' files: do not edit.",
    "import type { FontFallbacks } from './font-fallback-metrics';",
    '',
    `export const fontFallbacks: FontFallbacks = ${JSON.stringify(fallbacks, null, 2)};`,
    '',
  ].join('\n');
}
