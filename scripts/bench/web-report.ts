import type { Preset } from './lighthouse-run.ts';
import type { FailingAudit, Figures } from './web-figures.ts';
import { meets, targetFor, targetPreset, targets } from './web-targets.ts';

/** Every run of one route with one preset, and which of them is the median. */
export interface Measurement {
  route: string;
  preset: Preset;
  runs: Figures[];
  median: number;
  /** Of the median run. */
  failing: FailingAudit[];
}

interface Column {
  title: string;
  figure: keyof Figures;
  format: (value: number) => string;
}

const columns: Column[] = [
  { title: 'perf', figure: 'performance', format: String },
  { title: 'a11y', figure: 'accessibility', format: String },
  { title: 'best pr.', figure: 'bestPractices', format: String },
  { title: 'SEO', figure: 'seo', format: String },
  { title: 'LCP s', figure: 'lcpSeconds', format: (value) => value.toFixed(2) },
  { title: 'CLS', figure: 'cls', format: (value) => value.toFixed(3) },
  { title: 'TBT ms', figure: 'tbtMs', format: (value) => Math.round(value).toString() },
  { title: 'JS KB', figure: 'jsKb', format: (value) => value.toFixed(1) },
  { title: 'CSS KB', figure: 'cssKb', format: (value) => value.toFixed(1) },
  { title: 'CPU index', figure: 'benchmarkIndex', format: (value) => Math.round(value).toString() },
];

const medianOf = (measurement: Measurement): Figures => {
  const figures = measurement.runs[measurement.median];
  if (!figures) throw new Error(`${measurement.route} ${measurement.preset}: no median run`);
  return figures;
};

/** The table, the targets verdict and, for the target preset, what Lighthouse would have fixed. */
export function formatReport(measurements: Measurement[], about: string, auditLimit: number): string {
  return [
    about,
    `✓ / ✗: issues 6 and 25's targets, on the ${targetPreset} preset: ${targets.map(({ label }) => label).join(' · ')}`,
    "JS KB / CSS KB: the gzip transfer of scripts / stylesheets in Lighthouse's resource summary (1 KB = 1000 B).",
    "CPU index: Lighthouse's benchmarkIndex during the run; the lower, the busier the machine was.",
    '',
    formatTable(measurements),
    '',
    ...formatMisses(measurements),
    '',
    `Failing audits, ${targetPreset} median run (id, score, value), lowest score first, at most ${auditLimit}:`,
    ...measurements.filter(({ preset }) => preset === targetPreset).flatMap(formatFailing),
  ].join('\n');
}

function formatTable(measurements: Measurement[]): string {
  const header = ['route', 'preset', ...columns.map(({ title }) => title)];
  const rows = measurements.map((measurement) => {
    const figures = medianOf(measurement);
    return [
      measurement.route,
      measurement.preset,
      ...columns.map((column) => {
        const value = figures[column.figure];
        const shown = value === null ? '—' : column.format(value);
        const target = targetFor(column.figure, measurement.route, measurement.preset);
        return target ? `${shown} ${meets(target, value) ? '✓' : '✗'}` : shown;
      }),
    ];
  });
  const widths = header.map((_, index) =>
    Math.max(...[header, ...rows].map((row) => row[index]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function formatMisses(measurements: Measurement[]): string[] {
  const misses = measurements.flatMap((measurement) => {
    const figures = medianOf(measurement);
    return columns.flatMap(({ title, figure, format }) => {
      const target = targetFor(figure, measurement.route, measurement.preset);
      const value = figures[figure];
      if (!target || meets(target, value)) return [];
      const shown = value === null ? 'no figure' : format(value);
      return [`✗ ${measurement.route} ${measurement.preset}: ${title} ${shown} (target: ${target.label})`];
    });
  });
  return misses.length > 0
    ? [`Targets missed: ${misses.length}`, ...misses]
    : ['Every target measured is met.'];
}

function formatFailing({ route, failing }: Measurement): string[] {
  if (failing.length === 0) return [`${route}: none`];
  const width = Math.max(...failing.map(({ id }) => id.length));
  return [
    `${route}:`,
    ...failing.map(({ id, score, displayValue }) =>
      `  ${id.padEnd(width)}  ${score.toFixed(2)}  ${displayValue ?? ''}`.trimEnd(),
    ),
  ];
}
