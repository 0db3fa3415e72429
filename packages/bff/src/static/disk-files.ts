import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { StaticFiles } from './static-files.js';

/** The built web app read from a directory (Node only: the server injects it into `createApp`). */
export function diskStaticFiles(root: string): StaticFiles {
  const base = resolve(root);
  return {
    async find(path) {
      const full = resolve(base, path);
      // The app already refuses `..`; this keeps the promise even if a caller does not.
      if (!full.startsWith(base + sep)) return undefined;
      const stats = await stat(full).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return {
        size: stats.size,
        version: `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`,
        open: () => Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
      };
    },
  };
}
