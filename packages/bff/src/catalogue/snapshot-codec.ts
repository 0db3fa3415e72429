import { gunzipJson, gzipJson } from '../cache/gzip-json.js';
import type { CatalogueSnapshot } from './catalogue-index.js';

/**
 * The shape of the entries this code writes and reads. Raised whenever an entry gains a field the code relies on
 * (as `variantIds` for the dashboard's stock, a tile's `colours`), so that an index an earlier deploy stored is
 * not read as this one.
 */
const SNAPSHOT_FORMAT = 4;

/**
 * A snapshot as it is kept in a global store: gzipped JSON (about a fifth of its size, far under Workers KV's
 * 25 MiB value limit at 20 000 products: docs/benchmarks.md).
 */
export function encodeSnapshot(snapshot: CatalogueSnapshot): Promise<Uint8Array<ArrayBuffer>> {
  return gzipJson({ format: SNAPSHOT_FORMAT, ...snapshot });
}

/** The snapshot the bytes hold, or undefined when an earlier deploy wrote them in another shape. */
export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<CatalogueSnapshot | undefined> {
  const { format, ...snapshot } = (await gunzipJson(bytes)) as CatalogueSnapshot & { format?: number };
  return format === SNAPSHOT_FORMAT ? snapshot : undefined;
}
