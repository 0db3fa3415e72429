import type { CatalogueSnapshot } from './catalogue-index.js';
import type { CatalogueStore, StoredVersion } from './catalogue-store.js';
import { readSnapshot, type SnapshotReader } from './read-snapshot.js';
import { reasonOf } from './single-read.js';
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec.js';

/** The store read once more, its snapshot encoded and written whole to the global store, then made the latest. */
export async function storeNewIndex(
  reader: SnapshotReader,
  store: CatalogueStore,
): Promise<{ snapshot: CatalogueSnapshot; version: StoredVersion }> {
  const snapshot = await readSnapshot(reader, async () => {
    const latest = await store.latest();
    const bytes = latest && (await store.read(latest));
    return (bytes && (await decodeSnapshot(bytes))?.newCount) ?? 0;
  });
  const version = await store.write(await encodeSnapshot(snapshot), snapshot.readAt);
  return { snapshot, version };
}

/**
 * The edge's scheduled read (a Cron Trigger): the one reader of the store for every location. A failed read (an
 * outage, a 429) writes nothing, so the last good index stays the latest, and is logged. Gives the new snapshot.
 */
export async function refreshStoredIndex(
  reader: SnapshotReader,
  store: CatalogueStore,
): Promise<CatalogueSnapshot | undefined> {
  try {
    return (await storeNewIndex(reader, store)).snapshot;
  } catch (error) {
    const kept = await store.latest().catch(() => undefined);
    reader.warn('catalogue-not-read', {
      reason: reasonOf(error),
      keptReadAt: kept ? new Date(kept.readAt).toISOString() : null,
    });
  }
}
