import type { CatalogueStore, StoredVersion } from '../catalogue/catalogue-store.js';

/** The part of a Workers KV namespace binding the store uses (`kv_namespaces` in wrangler.jsonc). */
export interface KvNamespace {
  get(key: string, options: { type: 'text'; cacheTtl?: number }): Promise<string | null>;
  get(key: string, options: { type: 'arrayBuffer'; cacheTtl?: number }): Promise<ArrayBuffer | null>;
  put(key: string, value: string | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The pointer to the latest index: its version and the one before, which a location may still be reading. */
interface Pointer extends StoredVersion {
  previousId?: string;
}

const POINTER_KEY = 'catalogue/latest';
/** KV's shortest edge cache: each location asks the central store for the pointer at most twice a minute. */
const POINTER_CACHE_SECONDS = 30;
/** A version's bytes never change under their key, so a location may keep them as long as it likes. */
const VERSION_CACHE_SECONDS = 24 * 60 * 60;

/**
 * The catalogue index in Workers KV, global and read at every location: each version under a key of its own,
 * written whole before the pointer `catalogue/latest` names it, so no location ever reads half an index (KV has
 * no transactions; one value is written atomically). The version before the previous is deleted: the previous one
 * may still be named by a pointer cached at some location for a few more seconds.
 */
export function kvCatalogueStore(kv: KvNamespace): CatalogueStore {
  const pointer = async (): Promise<Pointer | undefined> => {
    const text = await kv.get(POINTER_KEY, { type: 'text', cacheTtl: POINTER_CACHE_SECONDS });
    return text ? (JSON.parse(text) as Pointer) : undefined;
  };
  return {
    async latest() {
      const found = await pointer();
      return found && { id: found.id, readAt: found.readAt };
    },
    async read({ id }) {
      const bytes = await kv.get(id, { type: 'arrayBuffer', cacheTtl: VERSION_CACHE_SECONDS });
      return bytes ? new Uint8Array(bytes) : undefined;
    },
    async write(bytes, readAt) {
      const before = await pointer();
      const version: StoredVersion = { id: `catalogue/${readAt}`, readAt };
      await kv.put(version.id, bytes);
      const next: Pointer = { ...version, ...(before ? { previousId: before.id } : {}) };
      await kv.put(POINTER_KEY, JSON.stringify(next));
      if (before?.previousId && before.previousId !== version.id) await kv.delete(before.previousId);
      return version;
    },
  };
}
