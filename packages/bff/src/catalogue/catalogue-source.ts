import { type CatalogueIndex, indexCatalogue } from './catalogue-index.js';
import { readSnapshot, type SnapshotReader } from './read-snapshot.js';
import { SingleRead } from './single-read.js';

export interface CatalogueSourceOptions extends SnapshotReader {
  /** How old an index may get before it is read again in the background (`CATALOGUE_REFRESH_MS`). */
  refreshMs: number;
  /** Keeps a background refresh alive after the answer. */
  background?: (work: Promise<unknown>) => void;
}

/**
 * The catalogue of one process (Node): read from the storefront in pages, kept as one compact index in memory,
 * and read again in the background once it is `refreshMs` old (stale-while-revalidate). Only the very first query
 * waits for a read; after that shoppers are always answered from the index in hand. One read at a time; after a
 * failure the next waits (`SingleRead`), and the last good index keeps answering. The edge keeps its index in a
 * global store instead (`StoredCatalogueSource`).
 */
export class CatalogueSource {
  #current: CatalogueIndex | undefined;
  readonly #reads: SingleRead<CatalogueIndex>;

  constructor(readonly options: CatalogueSourceOptions) {
    this.#reads = new SingleRead({ now: options.now, warn: options.warn, event: 'catalogue-not-read' });
  }

  async index(): Promise<CatalogueIndex> {
    const { now, refreshMs, background } = this.options;
    const current = this.#current;
    if (!current) return this.#reads.join(() => this.#read());
    if (now() - current.snapshot.readAt >= refreshMs && this.#reads.ready) {
      background?.(this.#reads.start(() => this.#read()).catch(() => undefined));
    }
    return current;
  }

  async #read(): Promise<CatalogueIndex> {
    const snapshot = await readSnapshot(this.options, () => this.#current?.snapshot.newCount ?? 0);
    this.#current = indexCatalogue(snapshot);
    return this.#current;
  }
}
