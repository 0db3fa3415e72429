import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PhotoLab, type PrintOrder, printKey } from '../cdn/photo-lab.js';
import type { ImageAsset } from '../images/image-library.js';
import { develop as developWithSharp } from './darkroom.js';
import { DarkroomQueue } from './darkroom-queue.js';
import { PrintShelf } from './print-shelf.js';

/**
 * Where prints are kept between runs: the package's `node_modules/.cache`, which git ignores and a fresh install
 * empties (README.md, « Images »).
 */
const DEFAULT_PHOTO_CACHE = fileURLToPath(new URL('../../node_modules/.cache/photos', import.meta.url));

/** Changes whenever the drawing or the grain does, so that no print of an older recipe is served. */
const RECIPE = 'v2';
/** About twenty uploads, or thousands of grid tiles. */
const SHELF_BYTES = 64 * 1024 * 1024;

export type Develop = (asset: ImageAsset, order: PrintOrder) => Promise<Uint8Array<ArrayBuffer>>;

export interface PhotoLabOptions {
  /** The folder prints are kept in; several labs (processes) may share it. */
  readonly folder?: string;
  /** How a print is made: sharp's darkroom unless a test says otherwise. */
  readonly develop?: Develop;
}

async function readKept(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Written aside then renamed: another process never reads half a print. */
async function keep(file: string, print: Uint8Array): Promise<void> {
  const draft = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(draft, print);
  await rename(draft, file);
}

/**
 * The Node server's photo lab: each print (artwork, size, format, quality) is developed once, lazily, one a core
 * at a time, then kept on disk and, the most recent ones, in memory; identical requests arriving together wait for
 * the same job.
 */
export function createPhotoLab({
  folder = DEFAULT_PHOTO_CACHE,
  develop = developWithSharp,
}: PhotoLabOptions = {}): PhotoLab {
  const shelf = new PrintShelf(SHELF_BYTES);
  // One print a core: more would only share the cores and multiply the memory held.
  const darkroom = new DarkroomQueue(availableParallelism());
  const pending = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const recipeFolder = join(folder, RECIPE);
  let folderReady: Promise<unknown> | undefined;

  async function make(key: string, asset: ImageAsset, order: PrintOrder): Promise<Uint8Array<ArrayBuffer>> {
    folderReady ??= mkdir(recipeFolder, { recursive: true });
    await folderReady;
    const file = join(recipeFolder, key);
    const kept = await readKept(file);
    if (kept) return kept;
    const print = await darkroom.run(() => develop(asset, order));
    await keep(file, print);
    return print;
  }

  return {
    print(asset, order) {
      const key = `${asset.hash}-${printKey(order)}`;
      const onShelf = shelf.get(key);
      if (onShelf) return Promise.resolve(onShelf);
      const known = pending.get(key);
      if (known) return known;
      const job = make(key, asset, order)
        .then((print) => {
          shelf.put(key, print);
          return print;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
      return job;
    },
  };
}
