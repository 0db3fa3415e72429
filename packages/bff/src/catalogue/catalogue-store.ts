/** One index kept in a global store: which (`id`) and when the store was read for it. */
export interface StoredVersion {
  id: string;
  readAt: number;
}

/**
 * Where the edge keeps the encoded index for every location (Workers KV: `edge/kv-catalogue-store.ts`). A new
 * index is written whole before it becomes the latest, so a reader never meets half of one.
 */
export interface CatalogueStore {
  /** The latest whole index, if any: small, so that each isolate can ask often. */
  latest(): Promise<StoredVersion | undefined>;
  /** The encoded index of a version; undefined once the store has dropped it. */
  read(version: StoredVersion): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Stores an encoded index whole, then makes it the latest. */
  write(bytes: Uint8Array<ArrayBuffer>, readAt: number): Promise<StoredVersion>;
}
