import type { CatalogueStore, StoredVersion } from '../catalogue/catalogue-store.js';

/**
 * A global store in memory for the edge's catalogue logic on Node, with a switch to make it fail (a KV outage)
 * and a count of the index bytes read.
 */
export function memoryCatalogueStore() {
  const versions = new Map<string, Uint8Array<ArrayBuffer>>();
  const health = { fails: false, bytesRead: 0 };
  let latest: StoredVersion | undefined;
  const check = () => {
    if (health.fails) throw new Error('global store unavailable');
  };
  const store: CatalogueStore = {
    async latest() {
      check();
      return latest;
    },
    async read({ id }) {
      check();
      const bytes = versions.get(id);
      health.bytesRead += bytes?.byteLength ?? 0;
      return bytes;
    },
    async write(bytes, readAt) {
      check();
      const version = { id: `v${versions.size + 1}`, readAt };
      versions.set(version.id, bytes);
      latest = version;
      return version;
    },
  };
  return { store, health, versions };
}
