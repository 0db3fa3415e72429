import type { CatalogueSnapshot } from './catalogue-index.js';

/**
 * A snapshot as it is kept in a global store: JSON, gzipped (about a fifth of its size, far under Workers KV's
 * 25 MiB value limit at 20 000 products: docs/benchmarks.md). CompressionStream is in Node and workerd alike.
 */
export async function encodeSnapshot(snapshot: CatalogueSnapshot): Promise<Uint8Array<ArrayBuffer>> {
  const json = new Blob([JSON.stringify(snapshot)]).stream();
  return new Uint8Array(await new Response(json.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<CatalogueSnapshot> {
  const json = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return (await new Response(json).json()) as CatalogueSnapshot;
}
