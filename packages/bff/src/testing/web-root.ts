import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A built web app in a temp directory for the test file: `files` maps relative paths to contents. */
export function useWebRoot(files: Record<string, string | Uint8Array>): { readonly path: string } {
  let root: string | undefined;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bff-web-'));
    for (const [path, content] of Object.entries(files)) {
      const full = join(root, path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
      // A fixed date keeps validators stable between runs.
      await utimes(full, new Date('2026-01-01'), new Date('2026-01-01'));
    }
  });
  afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));
  return {
    get path() {
      if (!root) throw new Error('The web root is not created yet: use it inside a test');
      return root;
    },
  };
}
