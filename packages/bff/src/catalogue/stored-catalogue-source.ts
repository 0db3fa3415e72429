import { type CatalogueIndex, indexCatalogue } from './catalogue-index.js';
import type { CatalogueStore, StoredVersion } from './catalogue-store.js';
import type { SnapshotReader } from './read-snapshot.js';
import { SingleRead } from './single-read.js';
import { decodeSnapshot } from './snapshot-codec.js';
import { storeNewIndex } from './store-new-index.js';

export interface StoredCatalogueSourceOptions {
  /** How the store is read (only before any scheduled read); its clock and log are this source's too. */
  reader: SnapshotReader;
  /** The global store the scheduled read writes (`refreshStoredIndex`). */
  store: CatalogueStore;
  /** Keeps a background check alive after the answer (workerd's `waitUntil`). */
  background?: (work: Promise<unknown>) => void;
}

/** How often an isolate asks the global store whether a newer index is there (a few bytes, cached by KV). */
export const STORED_INDEX_CHECK_MS = 60_000;

/**
 * The catalogue on the edge: the index the scheduled read stored, kept by each isolate in memory and checked for
 * a newer one once a minute in the background. Requests never read the storefront, but the very first one ever,
 * before any scheduled read: it reads the store once and stores the index as the schedule does. A failed check
 * keeps the index in hand; an isolate with none refuses at once until its retry wait is over.
 */
export class StoredCatalogueSource {
  #current: { index: CatalogueIndex; version: StoredVersion } | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  readonly #loads: SingleRead<CatalogueIndex>;

  constructor(readonly options: StoredCatalogueSourceOptions) {
    const { now, warn } = options.reader;
    this.#loads = new SingleRead({ now, warn, event: 'catalogue-not-loaded' });
  }

  async index(): Promise<CatalogueIndex> {
    const { reader, background } = this.options;
    const current = this.#current;
    if (!current) return this.#loads.join(() => this.#fromStore());
    if (reader.now() - this.#checkedAt >= STORED_INDEX_CHECK_MS && this.#loads.ready) {
      background?.(this.#loads.start(() => this.#fromStore()).catch(() => undefined));
    }
    return current.index;
  }

  async #fromStore(): Promise<CatalogueIndex> {
    const { store, reader } = this.options;
    this.#checkedAt = reader.now();
    const current = this.#current;
    const latest = await store.latest();
    if (!latest) return current?.index ?? this.#readStore();
    if (current?.version.id === latest.id) return current.index;
    const bytes = await store.read(latest);
    if (!bytes) {
      if (current) return current.index;
      throw new Error('stored catalogue index missing');
    }
    const snapshot = await decodeSnapshot(bytes);
    if (snapshot) return this.#keep(indexCatalogue(snapshot), latest);
    // An index an earlier deploy stored in another shape is read as none at all.
    return current?.index ?? this.#readStore();
  }

  /** Before any scheduled read of this code's shape: the store is read once, and kept for everyone. */
  async #readStore(): Promise<CatalogueIndex> {
    const { snapshot, version } = await storeNewIndex(this.options.reader, this.options.store);
    return this.#keep(indexCatalogue(snapshot), version);
  }

  #keep(index: CatalogueIndex, version: StoredVersion): CatalogueIndex {
    this.#current = { index, version };
    return index;
  }
}
