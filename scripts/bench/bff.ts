// `pnpm bench:bff`: the storefront emulator hit directly, the BFF with a cold cache and with a warm one, on Node and
// in a local workerd (`wrangler dev`, both in front of the same emulator), in one run (DESIGN.md "Measurements").
// Builds first (`buildForBench`: the worker bundles the web build, so that one too).
import { availableParallelism, loadavg } from 'node:os';
import { emulatorControl } from '@aurele/storefront-emulator/control';
import { startStack } from '../start-stack.ts';
import { type LoadRun, load } from './bff-load.ts';
import { type BffFigures, formatBffReport } from './bff-report.ts';
import { buildForBench } from './build-for-bench.ts';

/** One connection shows each request's own cost (no queueing); 50 show throughput under load. */
const LATENCY_CONNECTIONS = 1;
const LOAD_CONNECTIONS = 50;
const DURATION_SECONDS = 5;
const WARM_UP_SECONDS = 1;

buildForBench();

/**
 * The same answer under a new URL each time: a `to_date` that every product passes, one millisecond later per
 * request. The BFF must ask the storefront each time (a miss) without any cache-clearing route.
 */
let dates = Date.parse('2100-01-01T00:00:00.000Z');
const nextDate = () => new Date(dates++).toISOString();

const stack = await startStack({ port: 0, quiet: true, env: { ...process.env, EMULATOR_CONTROL: '1' } });
const { emulator } = stack;
// The worker in front of the Node stack's emulator: the same storefront, same data, one run.
const edge = emulator
  ? await startStack({
      port: 0,
      quiet: true,
      runtime: 'workerd',
      env: {
        ...process.env,
        STOREFRONT_API_URL: emulator.apiOrigin,
        STOREFRONT_STORE_ID: emulator.storeId,
        STOREFRONT_PUBLIC_ORIGINS: emulator.publicOrigin,
      },
    })
  : undefined;
try {
  if (!emulator || !edge)
    throw new Error('bench:bff measures the embedded emulator: unset STOREFRONT_API_URL');
  // « No injected latency »: the control API proves it by resetting every fault.
  await emulatorControl(emulator.apiOrigin).reset();
  const storefront = `${emulator.apiOrigin}/store/${emulator.storeId}`;
  const shopApi = `${stack.shopUrl}/api`;
  const edgeApi = `${edge.shopUrl}/api`;
  const { products } = (await (await fetch(`${storefront}/products?limit=1`)).json()) as {
    products: Array<{ id: string }>;
  };
  const [product] = products;
  if (!product) throw new Error('the emulator lists no product');
  const answers = [
    { name: 'one product (`ids[]=`: a list of one, about 7 KB)', query: `ids[]=${product.id}` },
    { name: 'the whole catalogue (the /shop list, about 300 KB)', query: 'limit=100' },
  ];

  // The load average says how far the figures are from a quiet machine.
  const load1 = loadavg()[0]?.toFixed(1);
  console.log(`bench:bff: ${DURATION_SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up`);
  console.log(`machine: ${availableParallelism()} cores, load average ${load1} at the start`);
  for (const { name, query } of answers) {
    const measure = async (connections: number) => {
      const run = async (url: string, nextPath: () => string, headers?: Record<string, string>) => {
        const settings: LoadRun = { url, connections, durationSeconds: WARM_UP_SECONDS, nextPath, headers };
        await load(settings);
        return load({ ...settings, durationSeconds: DURATION_SECONDS });
      };
      const bff = async (api: string) => ({
        cold: await run(api, () => `/products?${query}&to_date=${nextDate()}`),
        warm: await run(api, () => `/products?${query}&to_date=2100-01-01T00:00:00.000Z`),
        // How browsers ask: the emulator compresses nothing, so this row is for information, not for a ratio.
        warmGzip: await run(api, () => `/products?${query}&to_date=2100-01-01T00:00:00.000Z`, {
          'accept-encoding': 'gzip',
        }),
      });
      return {
        connections,
        emulator: await run(storefront, () => `/products?${query}&to_date=${nextDate()}`),
        ...(await bff(shopApi)),
        workerd: await bff(edgeApi),
      };
    };
    const figures: BffFigures = {
      name,
      latency: await measure(LATENCY_CONNECTIONS),
      load: await measure(LOAD_CONNECTIONS),
    };
    console.log(`\n${formatBffReport(figures)}`);
  }
} finally {
  await Promise.all([stack.stop(), edge?.stop()]);
}
