import type { Preset } from './lighthouse-run.ts';
import type { Figures } from './web-figures.ts';

export interface Target {
  figure: keyof Figures;
  /** As the verdict prints it. */
  label: string;
  met: (value: number) => boolean;
  /** Only these routes; every route when absent. */
  routes?: string[];
}

/**
 * Issue 6's targets, with issue 25's LCP for pages of photographs. They are judged on the mobile preset, as
 * DESIGN.md's "Measurements" say.
 */
export const targetPreset: Preset = 'mobile';

export const targets: Target[] = [
  { figure: 'performance', label: 'performance ≥ 98', met: (value) => value >= 98 },
  { figure: 'accessibility', label: 'accessibility 100', met: (value) => value === 100 },
  { figure: 'lcpSeconds', label: 'LCP ≤ 1.8 s', met: (value) => value <= 1.8 },
  { figure: 'cls', label: 'CLS ≤ 0.02', met: (value) => value <= 0.02 },
  { figure: 'jsKb', label: 'first-load JS of / ≤ 120 KB', met: (value) => value <= 120, routes: ['/'] },
];

export function targetFor(figure: keyof Figures, route: string, preset: Preset): Target | undefined {
  if (preset !== targetPreset) return undefined;
  return targets.find((target) => target.figure === figure && (target.routes?.includes(route) ?? true));
}

/** A figure Lighthouse could not produce misses its target. */
export const meets = (target: Target, value: number | null) => value !== null && target.met(value);
