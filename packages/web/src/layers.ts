import { parseSync } from 'vite';

/**
 * The folders of src/, lowest first. A file may import its own folder and every tier below its own; the folders of
 * one tier never import each other (each feature is a folder of its own). `.` is the files at the top of src/
 * (main.tsx, boot.ts).
 */
const tiers: readonly (readonly string[])[] = [
  ['domain'],
  ['storage', 'storefront'],
  ['shared'],
  ['state'],
  ['widgets'],
  ['features/*'],
  ['content-pages'],
  ['testing'],
  ['app'],
  ['server', '.'],
];

/** What only tests and stories may import. */
const testOnly = 'testing';

/** The folder a file belongs to: `features/cart` for a feature, else the first folder under src/ (or `.`). */
function unitOf(path: string): string {
  const [first, second] = path.split('/');
  if (second === undefined) return '.';
  return first === 'features' ? `features/${second}` : (first ?? '.');
}

function tierOf(unit: string): number {
  const pattern = unit.startsWith('features/') ? 'features/*' : unit;
  return tiers.findIndex((tier) => tier.includes(pattern));
}

function isTestOrStory(path: string): boolean {
  return /\.(test|stories)\.tsx?$/.test(path);
}

/** The module specifiers a file names: static imports, re-exports and literal dynamic imports. */
export function specifiersOf(path: string, code: string): string[] {
  const { staticImports, staticExports, dynamicImports } = parseSync(path, code).module;
  const dynamic = dynamicImports
    .map(({ moduleRequest }) => code.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^(['"`])[^'"`$]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  return [
    ...staticImports.map((entry) => entry.moduleRequest.value),
    ...staticExports.flatMap((entry) => entry.entries.flatMap((item) => item.moduleRequest?.value ?? [])),
    ...dynamic,
  ];
}

/** Resolves a relative specifier to a path under src/, naming the file when it is one of `paths`. */
function resolve(from: string, specifier: string, paths: ReadonlySet<string>): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    // A `..` past src/ is kept, so that what lies outside stays outside.
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [`${base}.ts`, `${base}.tsx`].find((path) => paths.has(path)) ?? base;
}

function isAllowed(from: string, to: string): boolean {
  const fromUnit = unitOf(from);
  const toUnit = unitOf(to);
  if (toUnit === testOnly) return isTestOrStory(from) || fromUnit === testOnly;
  if (fromUnit === toUnit) return true;
  return tierOf(toUnit) < tierOf(fromUnit);
}

/**
 * Every import that breaks the layers, as `features/cart/x.ts → app/notice.ts`, and every file outside them.
 * `sources` maps each path under src/ to its text.
 */
export function layerViolations(sources: Readonly<Record<string, string>>): string[] {
  const paths = new Set(Object.keys(sources));
  return Object.entries(sources).flatMap(([from, code]) => {
    if (tierOf(unitOf(from)) === -1) return [`${from} is in no layer`];
    return specifiersOf(from, code)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(from, specifier, paths))
      .filter((to) => !to.startsWith('..') && !isAllowed(from, to))
      .map((to) => `${from} → ${to}`);
  });
}
