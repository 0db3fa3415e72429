import type { CacheStore } from '../cache/cache-store.js';
import { type CachedBody, toCachedBody } from '../http/cached-body.js';
import type { WarnLog } from '../http/warn-log.js';
import type { StorefrontClient } from '../storefront/client.js';
import { toCatalogueEntry } from './catalogue-entry.js';
import { type CatalogueIndex, type CatalogueSnapshot, indexCatalogue } from './catalogue-index.js';
import type { CatalogueTables } from './catalogue-tables.js';
import { countNewArrivals } from './newest-count.js';
import { readCatalogue } from './read-catalogue.js';

export interface CatalogueSourceOptions {
  storefront: StorefrontClient;
  warn: WarnLog;
  tables: CatalogueTables;
  now: () => number;
  /** How old an index may get before it is read again in the background (`CATALOGUE_REFRESH_MS`). */
  refreshMs: number;
  /** Where an index is shared beyond this process (the Cache API on workerd); none on Node. */
  store?: CacheStore<CachedBody>;
  /** Keeps a background refresh alive after the answer (workerd's `waitUntil`). */
  background?: (work: Promise<unknown>) => void;
}

/** After a failed read, wait this long before the next one, doubling up to the ceiling. */
export const CATALOGUE_RETRY = { firstMs: 10_000, maxMs: 10 * 60_000 } as const;

const STORE_KEY = 'index';

/**
 * The catalogue the shop queries: read from the storefront in pages, kept as one compact index, and read again in
 * the background once it is `refreshMs` old (stale-while-revalidate). Only the very first query waits for a read;
 * after that shoppers are always answered from the index in hand. One read at a time in this process; after a
 * failure (a 429 or 5xx of the storefront, a timeout) the next waits, 10 s then doubling up to 10 min, and the
 * last good index keeps answering.
 */
export class CatalogueSource {
  #current: { index: CatalogueIndex; storedAt: number } | undefined;
  #reading: Promise<CatalogueIndex> | undefined;
  #retryAt = 0;
  #retryMs = 0;
  #lastFailure: unknown;

  constructor(readonly options: CatalogueSourceOptions) {}

  async index(): Promise<CatalogueIndex> {
    const { now, refreshMs, background } = this.options;
    const current = this.#current;
    if (!current) {
      if (this.#reading) return this.#reading;
      if (now() < this.#retryAt) throw this.#lastFailure;
      // Any shared index beats making the shopper wait for the storefront: a stale one is refreshed next time.
      return this.#read({ staleShared: true });
    }
    if (now() - current.storedAt >= refreshMs && !this.#reading && now() >= this.#retryAt) {
      background?.(this.#read({ staleShared: false }).catch(() => undefined));
    }
    return current.index;
  }

  /** One read at a time: a shared index newer than ours is taken as is, else the storefront is read. */
  #read(accept: { staleShared: boolean }): Promise<CatalogueIndex> {
    this.#reading ??= this.#adoptShared(accept.staleShared)
      .then((shared) => shared ?? this.#readStorefront())
      .then(
        (index) => {
          this.#retryMs = 0;
          return index;
        },
        (error: unknown) => {
          this.#retryMs = Math.min(
            Math.max(this.#retryMs * 2, CATALOGUE_RETRY.firstMs),
            CATALOGUE_RETRY.maxMs,
          );
          this.#retryAt = this.options.now() + this.#retryMs;
          this.#lastFailure = error;
          this.options.warn('catalogue-not-read', {
            reason: error instanceof Error ? error.message : String(error),
            retryInMs: this.#retryMs,
          });
          throw error;
        },
      )
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }

  async #adoptShared(staleShared: boolean): Promise<CatalogueIndex | undefined> {
    const { store, now, refreshMs } = this.options;
    const stored = await store?.read(STORE_KEY);
    if (!stored || (!staleShared && now() - stored.storedAt >= refreshMs)) return undefined;
    if (this.#current && this.#current.storedAt >= stored.storedAt) return this.#current.index;
    const snapshot = JSON.parse(new TextDecoder().decode(stored.value.body)) as CatalogueSnapshot;
    return this.#keep(indexCatalogue(snapshot), stored.storedAt);
  }

  async #readStorefront(): Promise<CatalogueIndex> {
    const { storefront, warn, tables, now, store } = this.options;
    const startedAt = now();
    const entries = await readCatalogue({ storefront, warn }, (product) => toCatalogueEntry(product, tables));
    const readAt = now();
    // Without the details, « nouveautés » stay as they were: the catalogue itself is read.
    const newCount = await countNewArrivals(
      storefront,
      entries.map((entry) => entry.tile.id),
      readAt,
    ).catch((error: unknown) => {
      warn('new-arrivals-not-dated', { reason: error instanceof Error ? error.message : String(error) });
      return this.#current?.index.snapshot.newCount ?? 0;
    });
    const snapshot: CatalogueSnapshot = {
      entries,
      newCount,
      readAt,
      readMs: now() - startedAt,
    };
    await store?.write(STORE_KEY, { value: await toCachedBody(JSON.stringify(snapshot)), storedAt: readAt });
    return this.#keep(indexCatalogue(snapshot), readAt);
  }

  #keep(index: CatalogueIndex, storedAt: number): CatalogueIndex {
    this.#current = { index, storedAt };
    return index;
  }
}
