/** The upstream's secrets as a browser could find them: the API origin, host:port, bare host, store id. */
export function upstreamSecrets(apiUrl: string, storeId: string): string[] {
  const { origin, host, hostname } = new URL(apiUrl);
  return [origin, host, hostname, storeId];
}

/** Every secret found in `places` (each a header line, a body…), whatever its case. */
function secretsIn(places: readonly string[], secrets: readonly string[]): string[] {
  return places.flatMap((place) =>
    secrets
      .filter((secret) => place.toLowerCase().includes(secret.toLowerCase()))
      .map((secret) => `${secret} in ${place.slice(0, 200)}`),
  );
}

/** Every secret found in an answer: status line aside, each header name and value and every byte of the body. */
export async function leaksIn(answer: Response, secrets: readonly string[]): Promise<string[]> {
  const body = Buffer.from(await answer.arrayBuffer()).toString('latin1');
  const places = [...[...answer.headers].map(([name, value]) => `header ${name}: ${value}`), `body ${body}`];
  return secretsIn(places, secrets);
}

/** Every secret found in an answer as it came off the wire: status line, headers and body, every byte. */
export function leaksInBytes(bytes: Buffer, secrets: readonly string[]): string[] {
  return secretsIn([bytes.toString('latin1')], secrets);
}
