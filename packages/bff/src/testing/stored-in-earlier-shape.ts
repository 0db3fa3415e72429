/** Index bytes as an earlier deploy stored them: the snapshot's JSON, gzipped, without this code's format. */
export async function storedInEarlierShape(snapshot: object): Promise<Uint8Array<ArrayBuffer>> {
  const json = new Blob([JSON.stringify(snapshot)]).stream();
  return new Uint8Array(await new Response(json.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}
