import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('edge-read-process.ts', import.meta.url));

/** Answers of one kind: the first, which may load what the isolate lacks, then the others. */
export interface TimedAnswers {
  firstMs: number;
  /** workerd's CPU time during the first answer. */
  firstCpuMs: number;
  medianMs: number;
  /** Storefront calls made by all the answers of this kind. */
  subrequests: number;
}

/** The worker measured at one store size, in workerd. */
export interface EdgeRead {
  products: number;
  /** The Cron Trigger's run: the store read, the index encoded and written to KV. */
  scheduled: { wallSeconds: number; cpuSeconds: number; subrequests: number; storedBytes: number };
  /** `/api/catalogue` right after the scheduled read: the first answer loads the index from KV. */
  catalogue: TimedAnswers;
  shop: TimedAnswers;
  product: TimedAnswers;
  memory: { heapBeforeBytes: number; heapAfterBytes: number; rssBeforeBytes: number; rssAfterBytes: number };
}

/**
 * The BFF's worker bundle (`worker-bundle.ts`) run in workerd through Miniflare's API (not `wrangler dev`, whose
 * local proxy breaks on large bodies), against an emulator of `products` products, in a process of its own: the
 * scheduled read's wall and CPU time (workerd's, from /proc), its subrequests, the index's size in KV, the
 * isolate's heap (over workerd's inspector) and workerd's RSS, the times of `/api/catalogue`, `/shop` and a
 * product page.
 */
export function readOnEdge(worker: string, products: number): Promise<EdgeRead> {
  const reader = fork(child, [worker, String(products)], {
    // The benchmark's own loader (tsx) runs the TypeScript child too; WebSocket is global from Node 22.
    execArgv: [
      ...process.execArgv,
      ...(typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    reader.once('message', (message) => resolve(message as EdgeRead));
    reader.once('error', reject);
    reader.once('exit', (code) => reject(new Error(`edge-read-process.ts stopped (exit code ${code})`)));
  });
}
