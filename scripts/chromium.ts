/**
 * The one Chromium every browser tool uses (Vitest browser mode, Playwright, Lighthouse): Debian's, because test
 * tools cannot download their own browser on these machines.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network and a root user: no sandbox, no background calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
