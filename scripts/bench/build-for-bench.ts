import { spawnSync } from 'node:child_process';

/**
 * What the server benchmarks run: the BFF, the emulator and the web build (turbo: nothing to do when up to date),
 * then the worker's facts of the web build (the workerd BFF bundles them). Build logs only on failure, so the
 * figures stay readable.
 */
export function buildForBench(): void {
  const turbo = spawnSync(
    'turbo',
    [
      'run',
      'build',
      '--filter=@aurele/bff',
      '--filter=@aurele/storefront-emulator',
      '--filter=@aurele/web',
      '--output-logs=errors-only',
    ],
    { stdio: 'inherit' },
  );
  if (turbo.status !== 0) throw new Error(`turbo run build failed (exit code ${turbo.status})`);
  const edgeBuild = spawnSync(process.execPath, ['packages/bff/dist/write-edge-build.js'], {
    stdio: 'inherit',
  });
  if (edgeBuild.status !== 0) throw new Error(`write-edge-build failed (exit code ${edgeBuild.status})`);
}
