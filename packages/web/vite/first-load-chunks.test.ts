import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks, staticClosure } from './first-load-chunks';

const web = (file: string) => `/repo/packages/web/src/${file}`;
const ui = '/repo/packages/ui/src/index.ts';
const react = '/repo/node_modules/react/index.js';

/** A module graph: each module's static imports, then those it imports on demand. */
const graph: Record<string, [string[], string[]?]> = {
  [web('boot.ts')]: [[web('early-actions.ts')], [web('main.tsx')]],
  [web('early-actions.ts')]: [[]],
  [web('main.tsx')]: [[web('routes.tsx'), web('early-actions.ts'), react, ui]],
  [web('routes.tsx')]: [[web('app-actors.ts'), web('shop-route.ts')], [web('shop-page.tsx')]],
  [web('app-actors.ts')]: [[ui]],
  [web('shop-route.ts')]: [[]],
  [web('shop-page.tsx')]: [[web('product-tile.tsx'), ui]],
  [web('product-tile.tsx')]: [[ui]],
  [ui]: [[]],
  [react]: [[]],
};

const ctx = {
  getModuleInfo: (id: string) => {
    const known = graph[id];
    return known
      ? ({
          importedIds: [...known[0], ...(known[1] ?? [])],
          dynamicallyImportedIds: known[1] ?? [],
        } as unknown as Rolldown.ModuleInfo)
      : null;
  },
} as Rolldown.ChunkingContext;

describe('staticClosure', () => {
  it('follows static imports to the end and stops at what is imported on demand or outside its bounds', () => {
    expect([...staticClosure(ctx, web('main.tsx'), /packages[\\/]web/)].sort()).toEqual(
      [
        web('app-actors.ts'),
        web('early-actions.ts'),
        web('main.tsx'),
        web('routes.tsx'),
        web('shop-route.ts'),
      ].sort(),
    );
    expect([...staticClosure(ctx, web('boot.ts'), /./)]).toEqual([web('boot.ts'), web('early-actions.ts')]);
  });
});

describe('firstLoadChunks', () => {
  const groups = firstLoadChunks({ boot: web('boot.ts'), main: web('main.tsx') });
  /** The chunk the highest group that names `id` puts it in, as Rolldown reads them. */
  const chunkOf = (id: string) => {
    for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
      const named =
        typeof group.name === 'function'
          ? group.name(id, ctx)
          : group.test instanceof RegExp && group.test.test(id)
            ? group.name
            : null;
      if (named) return named;
    }
    return null;
  };

  it('puts the libraries in the shell, the boot script with what it imports in boot, the app every page runs in frame', () => {
    expect(chunkOf(react)).toBe('shell');
    expect(chunkOf(web('boot.ts'))).toBe('boot');
    // The app imports it too, but the boot script runs it first.
    expect(chunkOf(web('early-actions.ts'))).toBe('boot');
    expect(chunkOf(web('main.tsx'))).toBe('frame');
    expect(chunkOf(web('app-actors.ts'))).toBe('frame');
    expect(chunkOf(web('shop-route.ts'))).toBe('frame');
  });

  it('leaves the pages, what they share and the design system to Rolldown', () => {
    expect(chunkOf(web('shop-page.tsx'))).toBeNull();
    expect(chunkOf(web('product-tile.tsx'))).toBeNull();
    expect(chunkOf(ui)).toBeNull();
  });
});
