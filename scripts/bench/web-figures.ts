import type { Result } from 'lighthouse';

/** What the benchmark prints of one Lighthouse run. Scores are 0–100; null when Lighthouse could not score. */
export interface Figures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpSeconds: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** First-load bytes as DESIGN.md defines them: the transfer (gzip) size in Lighthouse's resource summary. */
  jsKb: number;
  cssKb: number;
  /** Lighthouse's measure of the CPU left to the run: lower than usual means other work slowed it down. */
  benchmarkIndex: number;
}

export interface FailingAudit {
  id: string;
  score: number;
  displayValue?: string;
}

/** Kilobytes as Vite's build output counts them, so both figures compare. */
const BYTES_PER_KB = 1000;

/** The modes whose score says pass or fail; informative and not-applicable audits carry no verdict. */
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

export function toFigures(lhr: Result): Figures {
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const lcpMs = metric('largest-contentful-paint');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpSeconds: lcpMs === null ? null : lcpMs / 1000,
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    jsKb: transferBytes(lhr, 'script') / BYTES_PER_KB,
    cssKb: transferBytes(lhr, 'stylesheet') / BYTES_PER_KB,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function transferBytes(lhr: Result, resourceType: 'script' | 'stylesheet'): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') throw new Error(`${lhr.finalDisplayedUrl}: no resource summary`);
  const row = details.items.find((item) => item.resourceType === resourceType);
  return Number(row?.transferSize ?? 0);
}

/**
 * The median run by performance score: runs sorted by score, ties by LCP (slower first), and the middle one —
 * the lower middle on an even count, so two runs report the worse.
 */
export function medianRun<Run extends { figures: Figures }>(runs: Run[]): { run: Run; index: number } {
  const order = runs
    .map((run, index) => ({ run, index }))
    .sort(
      (a, b) =>
        (a.run.figures.performance ?? -1) - (b.run.figures.performance ?? -1) ||
        (b.run.figures.lcpSeconds ?? 0) - (a.run.figures.lcpSeconds ?? 0),
    );
  const middle = order[Math.floor((order.length - 1) / 2)];
  if (!middle) throw new Error('No run to take the median of');
  return middle;
}

/** The scored audits that did not pass, lowest score first. */
export function failingAudits(lhr: Result, limit: number): FailingAudit[] {
  return Object.values(lhr.audits)
    .filter((audit) => scoredModes.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, limit)
    .map(({ id, score, displayValue }) => ({
      id,
      score: score ?? 0,
      ...(displayValue ? { displayValue } : {}),
    }));
}
