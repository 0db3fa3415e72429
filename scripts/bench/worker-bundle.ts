import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bff = fileURLToPath(new URL('../../packages/bff/', import.meta.url));

/**
 * The worker exactly as `wrangler deploy` would upload it (its aliases, the web renderer, nodejs_compat), bundled
 * by `wrangler deploy --dry-run` into a temporary folder: the script Miniflare runs. Needs the root `build`.
 */
export function bundleWorker(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'aurele-worker-'));
  execFileSync(
    process.execPath,
    [join(bff, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', outdir],
    {
      cwd: bff,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' },
    },
  );
  return join(outdir, 'worker.js');
}
