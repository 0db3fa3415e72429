/** What the BFF sent upstream. */
export interface UpstreamCall {
  method: string;
  url: URL;
  body: unknown;
}

/** The real fetch, with a record of every upstream call: lets a test check what left the BFF, and how often. */
export function recordingFetch(inner: typeof fetch = globalThis.fetch) {
  const calls: UpstreamCall[] = [];
  const recorded: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body });
    return inner(input, init);
  };
  return { fetch: recorded, calls };
}
