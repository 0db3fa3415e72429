import autocannon from 'autocannon';

/** One load run: its throughput, its latencies to the microsecond, and everything that was not a 2xx. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadRun {
  /** The server's origin, or the origin and a path prefix. */
  url: string;
  connections: number;
  durationSeconds: number;
  /** Exactly this many requests, `durationSeconds` ignored: each path asked once when `nextPath` never repeats. */
  amount?: number;
  /** The path of each request; called once per request, so it may differ every time. */
  nextPath: () => string;
  headers?: Record<string, string>;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Runs autocannon and keeps every response time itself: autocannon's own histogram counts whole milliseconds,
 * too coarse for a target of 1 ms.
 */
export async function load({
  url,
  connections,
  durationSeconds,
  amount,
  nextPath,
  headers,
}: LoadRun): Promise<LoadFigures> {
  const latencies: number[] = [];
  const base = new URL(url).pathname.replace(/\/$/, '');
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        ...(amount === undefined ? {} : { amount }),
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: `${base}${nextPath()}` }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / (result.duration || durationSeconds),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
