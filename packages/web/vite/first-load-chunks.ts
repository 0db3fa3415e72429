import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** React, React Router, XState and vanilla-extract's runtime: what the app runs on every page. */
const shellLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate[\\/]react|use-sync-external-store|@vanilla-extract[\\/](css|recipes|sprinkles))[\\/]/;

/** Modules of the shop's own packages: the design system's and the contracts' are left to Rolldown (see below). */
const appModule = /[\\/]packages[\\/]web[\\/]src[\\/]/;

/** The modules `from` runs before anything it imports on demand: its static imports, followed to the end. */
export function staticClosure(
  ctx: Pick<ChunkingContext, 'getModuleInfo'>,
  from: string,
  within: RegExp,
): Set<string> {
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id) || !within.test(id)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    closure.add(id);
    const onDemand = new Set(info.dynamicallyImportedIds);
    for (const imported of info.importedIds) if (!onDemand.has(imported)) visit(imported);
  };
  visit(from);
  return closure;
}

/**
 * The chunks every page downloads, by what they are rather than by how Rolldown happens to share modules:
 * - `boot`: the page's first script and what it imports, small, so it runs while the rest downloads;
 * - `shell`: the libraries;
 * - `frame`: the app (`main.tsx`) and what it imports — the frame of every page, the route table, the actors —
 *   with the design system's parts they use. Left to itself, Rolldown split these into five files (`main`, the
 *   actors, and the modules each shares with a page), each costing a request and its headers on every page.
 * The design system and the contracts are reached through their package's index, which names every component, so
 * they are not followed: the modules the frame uses join it with it, the others stay with the pages that use them.
 */
export function firstLoadChunks({
  boot,
  main,
}: {
  boot: string;
  main: string;
}): Rolldown.CodeSplittingGroup[] {
  const closures = new WeakMap<object, { boot: Set<string>; frame: Set<string> }>();
  // The module infos are the same objects for the whole chunking pass: one walk per pass.
  const closuresOf = (ctx: ChunkingContext) => {
    const key = ctx.getModuleInfo(main);
    if (!key) return { boot: new Set<string>(), frame: new Set<string>() };
    const known = closures.get(key);
    if (known) return known;
    const found = { boot: staticClosure(ctx, boot, /./), frame: staticClosure(ctx, main, appModule) };
    closures.set(key, found);
    return found;
  };
  return [
    { name: 'shell', test: shellLibraries, priority: 3 },
    { name: (id, ctx) => (closuresOf(ctx).boot.has(id) ? 'boot' : null), priority: 2 },
    { name: (id, ctx) => (closuresOf(ctx).frame.has(id) ? 'frame' : null), priority: 1 },
  ];
}
