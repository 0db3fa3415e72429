import { mb, table } from './catalogue-report.ts';
import type { EdgeRead, TimedAnswers } from './edge-read.ts';

/**
 * Workers Paid, per invocation (Cloudflare's limits page): CPU by default and at most (`limits.cpu_ms`), subrequests.
 */
const PAID = { defaultCpuSeconds: 30, subrequests: 10_000, memoryMb: 128 } as const;
/** Workers Free, per invocation. */
const FREE = { cpuMs: 10, subrequests: 50 } as const;

const verdict = (met: boolean) => (met ? 'fits' : 'DOES NOT FIT');

function answerRows({ products, catalogue, shop, product }: EdgeRead): string[][] {
  const row = (answer: string, figures: TimedAnswers) => [
    String(products),
    answer,
    figures.firstMs.toFixed(0),
    figures.firstCpuMs.toFixed(0),
    figures.medianMs.toFixed(1),
    String(figures.subrequests),
  ];
  return [row('/api/catalogue', catalogue), row('/shop', shop), row('/product/:id', product)];
}

function limitLines(reads: EdgeRead[]): string[] {
  return reads.map(({ products, scheduled, memory }) => {
    const paid =
      scheduled.cpuSeconds <= PAID.defaultCpuSeconds &&
      scheduled.subrequests <= PAID.subrequests &&
      memory.heapAfterBytes / 1e6 <= PAID.memoryMb;
    const free = scheduled.cpuSeconds * 1000 <= FREE.cpuMs && scheduled.subrequests <= FREE.subrequests;
    return `  ${products} products: Workers Paid (${PAID.defaultCpuSeconds} s CPU by default, ${PAID.subrequests} subrequests, ${PAID.memoryMb} MB) — ${verdict(paid)}; Workers Free (${FREE.cpuMs} ms CPU, ${FREE.subrequests} subrequests) — ${verdict(free)}`;
  });
}

/** The edge section of `bench:catalogue`: the worker in workerd at each store size. */
export function formatEdgeReport(reads: (EdgeRead & { load: number })[]): string {
  return [
    'Edge: the worker bundle (wrangler deploy --dry-run) in workerd through Miniflare, KV local; CPU is the',
    "workerd process's (/proc, 10 ms ticks), which also runs Miniflare's local KV.",
    'The scheduled read (Cron Trigger): the store read, encoded and written to KV.',
    table(
      ['products', 'load', 'wall s', 'CPU s', 'subrequests', 'stored in KV MB'],
      reads.map(({ products, load, scheduled }) => [
        String(products),
        load.toFixed(1),
        scheduled.wallSeconds.toFixed(2),
        scheduled.cpuSeconds.toFixed(2),
        String(scheduled.subrequests),
        mb(scheduled.storedBytes),
      ]),
    ),
    '',
    'Answers after the scheduled read: the first (the isolate loads the index from KV, or renders a page for the',
    'first time), then the median of 20 others, each a different path; storefront calls made by all 21.',
    table(
      ['products', 'answer', 'first ms', 'first CPU ms', 'median ms', 'storefront calls'],
      reads.flatMap(answerRows),
      [1],
    ),
    '',
    "Memory: the worker isolate's JS heap in use (workerd's inspector) and workerd's RSS, before the scheduled",
    'read and after every answer above.',
    table(
      ['products', 'heap before MB', 'heap after MB', 'RSS before MB', 'RSS after MB'],
      reads.map(({ products, memory }) => [
        String(products),
        mb(memory.heapBeforeBytes),
        mb(memory.heapAfterBytes),
        mb(memory.rssBeforeBytes),
        mb(memory.rssAfterBytes),
      ]),
    ),
    '',
    "The scheduled read against the platform's limits:",
    ...limitLines(reads),
  ].join('\n');
}
