/**
 * A value as JSON, gzipped: how the edge keeps large answers in Workers KV. CompressionStream is in Node and workerd.
 */
export async function gzipJson(value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  const json = new Blob([JSON.stringify(value)]).stream();
  return new Uint8Array(await new Response(json.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

export async function gunzipJson(bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).json();
}
