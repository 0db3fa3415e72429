// `pnpm bench:web`: Lighthouse on the built shop served by the real stack (DESIGN.md "Measurements"), what a phone
// downloads in pictures, and how fast /shop answers a sort and « Voir plus » on a slowed phone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { killAll } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { type Stack, startStack } from '../start-stack.ts';
import { formatImageBytes, imageBytes } from './image-bytes.ts';
import { type Preset, runLighthouse } from './lighthouse-run.ts';
import { formatShopInteractions, shopInteractions } from './shop-interactions.ts';
import { type Figures, failingAudits, medianRun, toFigures } from './web-figures.ts';
import { PRODUCT_ROUTE, readWebOptions, usage, type WebOptions } from './web-options.ts';
import { formatReport, type Measurement } from './web-report.ts';
import { resolveRoutes } from './web-routes.ts';

const AUDIT_LIMIT = 10;
const resultsDir = fileURLToPath(new URL('../../bench-results/web/', import.meta.url));

const options = readOptions();
if (options.build) build();

const stack = await startStack({ port: 0, quiet: true });
// Ctrl-C mid-run must not leave a headless Chromium or the servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    void stack.stop().then(() => process.exit(130));
  });
}
try {
  const { measurements, sample } = await measure(stack, options);
  console.log(`\n${formatReport(measurements, about(sample, options.runs), AUDIT_LIMIT)}`);
  console.log(`\nEvery Lighthouse report (JSON) and summary.json: ${resultsDir}`);
  const [productPath = PRODUCT_ROUTE] = await resolveRoutes(stack.shopUrl, [PRODUCT_ROUTE]);
  console.log(
    `\nWhat a phone downloads in pictures:\n${formatImageBytes(await imageBytes(stack.shopUrl, productPath))}`,
  );
  console.log(`\n${formatShopInteractions(await shopInteractions(stack.shopUrl))}`);
} finally {
  await stack.stop();
}

function readOptions(): WebOptions {
  try {
    const read = readWebOptions(process.argv.slice(2));
    if (read.help) {
      console.log(usage);
      process.exit(0);
    }
    return read;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
}

/** The build `npm start` runs, its logs kept for failures so the figures stay readable. */
function build() {
  console.error('Building the shop (turbo run build)…');
  const turbo = spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' });
  if (turbo.status !== 0) throw new Error(`turbo run build failed (exit code ${turbo.status})`);
}

/** One run at a time: on two cores, two Lighthouses at once would each skew the other's figures. */
async function measure(stack: Stack, { routes, presets, runs }: WebOptions) {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const measurements: Measurement[] = [];
  let sample: Result | undefined;
  for (const route of await resolveRoutes(stack.shopUrl, routes)) {
    for (const preset of presets) {
      const done: { lhr: Result; figures: Figures }[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await runWithRetry(new URL(route, stack.shopUrl).href, preset);
        const figures = toFigures(lhr);
        done.push({ lhr, figures });
        writeFileSync(`${resultsDir}${fileName(route)}.${preset}.${run}.json`, JSON.stringify(lhr));
        console.error(
          `${route} ${preset} run ${run}/${runs}: performance ${figures.performance ?? '—'}, ` +
            `CPU index ${Math.round(figures.benchmarkIndex)}`,
        );
      }
      const { run, index } = medianRun(done);
      sample ??= run.lhr;
      measurements.push({
        route,
        preset,
        runs: done.map(({ figures }) => figures),
        median: index,
        failing: failingAudits(run.lhr, AUDIT_LIMIT),
      });
    }
  }
  writeFileSync(`${resultsDir}summary.json`, JSON.stringify(measurements, null, 2));
  return { measurements, sample };
}

/** Lighthouse now and then fails to record a page load (NO_NAVSTART): such a run is tried once more. */
async function runWithRetry(url: string, preset: Preset): Promise<Result> {
  try {
    return await runLighthouse(url, preset);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error} — running it again`);
    return runLighthouse(url, preset);
  }
}

function fileName(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
}

function about(sample: Result | undefined, runs: number): string {
  if (!sample) return 'Nothing measured.';
  const major = sample.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '?';
  return (
    `Lighthouse ${sample.lighthouseVersion}, headless Chromium ${major}. ` +
    `Each row: the median of ${runs} run(s) by performance score (sorted by score, the middle run).`
  );
}
