// Written by `pnpm --filter @aurele/ui fonts:fallbacks` (scripts/font-fallbacks.ts) from the fonts' files: do not edit.
import type { FontFallbacks } from './font-fallback-metrics';

export const fontFallbacks: FontFallbacks = {
  display: {
    family: 'Cormorant Garamond Fallback',
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    sizeAdjust: '97.2308%',
    ascentOverride: '95.0316%',
    descentOverride: '29.5174%',
    lineGapOverride: '0%',
  },
  text: {
    family: 'Inter Variable Fallback',
    local: ['Arial', 'ArialMT', 'Liberation Sans'],
    sizeAdjust: '107.1194%',
    ascentOverride: '90.4365%',
    descentOverride: '22.518%',
    lineGapOverride: '0%',
  },
};
