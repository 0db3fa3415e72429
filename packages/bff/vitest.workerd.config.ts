import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

/**
 * The BFF's suites again, inside workerd (the runtime of the worker entry): routes, caches, headers, pages, faults,
 * and the edge's own: the scheduled read into Workers KV (`*.workerd.test.ts`).
 * Files that drive the Node server with raw bytes or a Node process stay in the `bff` project only; the edge's
 * no-leak and bad-input proof is `edge.wire.test.ts`, the same tables sent as raw bytes to a local workerd.
 */
export default defineProject({
  plugins: [
    cloudflareTest({
      miniflare: {
        compatibilityDate: '2026-04-20',
        compatibilityFlags: ['nodejs_compat'],
        // The catalogue index's namespace, as wrangler.jsonc binds it (`scheduled-refresh.workerd.test.ts`).
        kvNamespaces: ['CATALOGUE'],
      },
    }),
  ],
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'bff-workerd',
    include: ['src/**/*.test.ts'],
    exclude: [
      'src/server.test.ts',
      'src/node-server.test.ts',
      'src/load.test.ts',
      'src/bad-input.test.ts',
      'src/no-leak.test.ts',
      'src/**/*.wire.test.ts',
    ],
    globalSetup: ['src/testing/emulator-launcher.ts'],
  },
});
