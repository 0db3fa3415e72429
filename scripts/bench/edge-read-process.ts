// A Node process of its own that runs the BFF's worker bundle (its first argument) in workerd through Miniflare's API,
// against an emulator of as many products as its second argument says, and measures its catalogue as `edge-read.ts`
// says. Forked by `edge-read.ts`; it talks to workerd's inspector, hence WebSocket (global from Node 22, a flag
// before).
import { createReadStream, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type CatalogueAnswer, emptyCatalogueQuery } from '@aurele/shop-contract';
import { startEmulator } from '@aurele/storefront-emulator';
import { Miniflare, fetch as miniflareFetch } from 'miniflare';
import { cataloguePath } from './catalogue-queries.ts';
import type { EdgeRead, TimedAnswers } from './edge-read.ts';
import { isolateHeapBytes, processUsage, workerdPid } from './workerd-usage.ts';

const [script, size] = process.argv.slice(2);
const products = Number(size);
if (!process.send || !script || !products) throw new Error('edge-read-process.ts is forked by edge-read.ts');

/** Answers of each kind timed after the first: each a different path, so none is a cache hit. */
const WARM_ANSWERS = 20;
const SHOP_ORIGIN = 'https://boutique.example';
const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

// Miniflare's own declarations of these name Cloudflare's types, which this project does not load.
interface ScheduledWorker {
  scheduled(options: { cron: string }): Promise<{ outcome: string }>;
}
interface KvReader {
  get(key: string): Promise<string | null>;
  get(key: string, type: 'arrayBuffer'): Promise<ArrayBuffer | null>;
}

const emulator = await startEmulator({ catalogueSize: products });
let subrequests = 0;
const warnings: string[] = [];
const inspectorPort = 9300 + (process.pid % 500);
const mf = new Miniflare({
  name: 'maison-aurele',
  // One module, as uploaded: its dynamic import() (left by a dependency) is never taken by the worker.
  modules: [{ type: 'ESModule', path: script }],
  modulesRoot: dirname(script),
  compatibilityDate: '2026-04-20',
  compatibilityFlags: ['nodejs_compat'],
  bindings: {
    STOREFRONT_API_URL: emulator.apiOrigin,
    STOREFRONT_STORE_ID: emulator.storeId,
    STOREFRONT_PUBLIC_ORIGINS: emulator.publicOrigin,
    PUBLIC_ORIGIN: SHOP_ORIGIN,
  },
  kvNamespaces: ['CATALOGUE'],
  // Workers Static Assets, played from the web build on disk.
  serviceBindings: { ASSETS: serveWebBuild },
  // Every fetch the worker makes: the storefront's calls, counted.
  outboundService: (request: Parameters<typeof miniflareFetch>[0]) => {
    subrequests += 1;
    // Miniflare's own fetch: its Request is not Node's.
    return miniflareFetch(request);
  },
  inspectorPort,
  // The worker's request log stays out of the report; its warnings are kept, workerd's own errors shown.
  handleRuntimeStdio(stdout: Readable, stderr: Readable) {
    createInterface({ input: stdout }).on('line', (line) => {
      if (line.includes('"level":"warn"')) warnings.push(line);
    });
    createInterface({ input: stderr }).on('line', (line) => console.error(line));
  },
});

async function serveWebBuild(request: Request): Promise<Response> {
  const path = decodeURIComponent(new URL(request.url).pathname);
  const file = `${webDist}${path.replace(/^\/+/, '')}`;
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: { 'Content-Length': String(stat.size), ETag: `"${stat.size}-${stat.mtimeMs}"` },
  });
}

let figures: EdgeRead | undefined;
try {
  await mf.ready;
  const pid = workerdPid();
  const inspector = `http://127.0.0.1:${inspectorPort}`;
  const heapBefore = await isolateHeapBytes(inspector);
  const usageBefore = processUsage(pid);

  // The Cron Trigger's run: the store read, the index encoded and written to KV.
  const worker = (await mf.getWorker()) as unknown as ScheduledWorker;
  let start = performance.now();
  const outcome = await worker.scheduled({ cron: '*/5 * * * *' });
  const scheduledWall = (performance.now() - start) / 1000;
  const usageAfterRead = processUsage(pid);
  const scheduledSubrequests = subrequests;
  if (warnings.length > 0 || outcome.outcome !== 'ok') {
    throw new Error(`the scheduled read failed (${outcome.outcome}): ${warnings.join('\n')}`);
  }
  const kv = (await mf.getKVNamespace('CATALOGUE')) as unknown as KvReader;
  const pointer = JSON.parse((await kv.get('catalogue/latest')) ?? 'null') as { id: string } | null;
  const stored = pointer && (await kv.get(pointer.id, 'arrayBuffer'));
  if (!stored) throw new Error('no index in KV after the scheduled read');

  /** `paths` asked in turn: the first answer's time and CPU, the median time of the others, their subrequests. */
  const timed = async (paths: string[]): Promise<TimedAnswers> => {
    const [cpu, calls] = [processUsage(pid).cpuSeconds, subrequests];
    const times: number[] = [];
    let firstCpuMs = Number.NaN;
    for (const path of paths) {
      start = performance.now();
      const answer = await mf.dispatchFetch(`${SHOP_ORIGIN}${path}`);
      await answer.arrayBuffer();
      times.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      if (times.length === 1) firstCpuMs = (processUsage(pid).cpuSeconds - cpu) * 1000;
    }
    const [firstMs = Number.NaN, ...others] = times;
    others.sort((a, b) => a - b);
    const medianMs = others[Math.floor(others.length / 2)] ?? Number.NaN;
    return { firstMs, firstCpuMs, medianMs, subrequests: subrequests - calls };
  };
  const pages = (make: (page: number) => string) =>
    Array.from({ length: WARM_ANSWERS + 1 }, (_, n) => make(n + 1));
  const catalogue = await timed(
    pages((page) => `/api${cataloguePath({ ...emptyCatalogueQuery, sort: 'price-low', page })}`),
  );
  const shop = await timed(pages((page) => `/shop?page=${page}`));
  const listed = await mf.dispatchFetch(`${SHOP_ORIGIN}/api/catalogue`);
  const ids = ((await listed.json()) as CatalogueAnswer).products.map(({ id }) => id);
  const product = await timed(ids.slice(0, WARM_ANSWERS + 1).map((id) => `/product/${id}`));
  figures = {
    products,
    scheduled: {
      wallSeconds: scheduledWall,
      cpuSeconds: usageAfterRead.cpuSeconds - usageBefore.cpuSeconds,
      subrequests: scheduledSubrequests,
      storedBytes: stored.byteLength,
    },
    catalogue,
    shop,
    product,
    memory: {
      heapBeforeBytes: heapBefore,
      heapAfterBytes: await isolateHeapBytes(inspector),
      rssBeforeBytes: usageBefore.rssBytes,
      rssAfterBytes: processUsage(pid).rssBytes,
    },
  };
} finally {
  await mf.dispose();
  await emulator.close();
}
process.send(figures, () => process.exit(0));
