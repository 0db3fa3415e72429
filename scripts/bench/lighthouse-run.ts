import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

const flags: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // The page's picture at the end weighs megabytes in every saved report and measures nothing.
  disableFullPageScreenshot: true,
};

/**
 * One Lighthouse run in a fresh headless Chromium, killed whatever happens: no run inherits another's cache or
 * processes. Mobile is Lighthouse's default config; desktop its own preset.
 */
export async function runLighthouse(url: string, preset: Preset): Promise<Result> {
  const chromium = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumArgs],
    // The benchmark's own signal handler kills Chromium and the stack together.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, { ...flags, port: chromium.port }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chromium.kill();
  }
}
