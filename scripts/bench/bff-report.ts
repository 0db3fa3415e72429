import type { LoadFigures } from './bff-load.ts';

/** DESIGN.md's targets for `bench:bff`. */
const BFF_TARGETS = { warmThroughputRatio: 1.5, uncachedOverheadP50Ms: 1 } as const;

/** The three runs at one concurrency. */
interface BffRuns {
  connections: number;
  emulator: LoadFigures;
  cold: LoadFigures;
  warm: LoadFigures;
  /** The warm cache for a client that accepts gzip, as browsers do. */
  warmGzip: LoadFigures;
  /** The same three BFF runs with the BFF in a local workerd (`wrangler dev`), against the same emulator. */
  workerd: { cold: LoadFigures; warm: LoadFigures; warmGzip: LoadFigures };
}

export interface BffFigures {
  /** What was asked for. */
  name: string;
  /** One connection: no queueing, so a latency is the request's own cost. */
  latency: BffRuns;
  /** Many connections: throughput. */
  load: BffRuns;
}

const ms = (value: number) => value.toFixed(2);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function rows({ connections, emulator, cold, warm, warmGzip, workerd }: BffRuns): string[] {
  const runs: Array<[string, LoadFigures]> = [
    ['emulator, direct', emulator],
    ['BFF, cold cache (each request a miss)', cold],
    ['BFF, warm cache', warm],
    ['BFF, warm cache, gzip (as browsers)', warmGzip],
    ['workerd BFF, cold cache', workerd.cold],
    ['workerd BFF, warm cache', workerd.warm],
    ['workerd BFF, warm cache, gzip', workerd.warmGzip],
  ];
  return runs.map(([target, figures]) => {
    const failed = figures.non2xx + figures.errors + figures.timeouts;
    return `| ${String(connections).padStart(5)} | ${target.padEnd(37)} | ${figures.requestsPerSecond.toFixed(0).padStart(6)} | ${ms(figures.p50Ms).padStart(7)} | ${ms(figures.p99Ms).padStart(7)} | ${String(failed).padStart(6)} |`;
  });
}

/** Both concurrencies of one answer, and the two targets: throughput under load, overhead without queueing. */
export function formatBffReport({ name, latency, load }: BffFigures): string {
  const ratio = load.warm.requestsPerSecond / load.emulator.requestsPerSecond;
  const overhead = latency.cold.p50Ms - latency.emulator.p50Ms;
  return [
    `GET ${name}`,
    `| conns | target                                |  req/s |  p50 ms |  p99 ms | failed |`,
    `| ----: | ------------------------------------- | -----: | ------: | ------: | -----: |`,
    ...rows(latency),
    ...rows(load),
    `warm BFF ÷ emulator throughput (${load.connections} connections): ${ratio.toFixed(2)}× — target ≥ ${BFF_TARGETS.warmThroughputRatio}×: ${verdict(ratio >= BFF_TARGETS.warmThroughputRatio)}`,
    `uncached overhead p50, BFF cold − emulator (${latency.connections} connection): ${ms(overhead)} ms — target ≤ ${BFF_TARGETS.uncachedOverheadP50Ms} ms: ${verdict(overhead <= BFF_TARGETS.uncachedOverheadP50Ms)}`,
  ].join('\n');
}
