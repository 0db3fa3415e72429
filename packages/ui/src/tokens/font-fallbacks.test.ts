import { describe, expect, it } from 'vitest';
import { fontFallbackOverrides } from './font-fallback-metrics';
import { fontFallbacks } from './font-fallbacks';

describe('the web fonts’ fallback faces', () => {
  it('carry the overrides measured from the font files as they are now (else run fonts:fallbacks)', async () => {
    expect(fontFallbacks).toEqual(await fontFallbackOverrides());
  });

  it('scale and re-space every fallback', () => {
    for (const fallback of Object.values(fontFallbacks)) {
      expect(fallback.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
      expect(fallback.ascentOverride).toMatch(/^\d+(\.\d+)?%$/);
      expect(fallback.descentOverride).toMatch(/^\d+(\.\d+)?%$/);
      expect(fallback.lineGapOverride).toMatch(/^\d+(\.\d+)?%$/);
      expect(fallback.local.length).toBeGreaterThan(0);
    }
  });
});
