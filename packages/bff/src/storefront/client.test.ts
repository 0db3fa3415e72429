import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStorefrontClient, type StorefrontClientOptions } from './client.js';
import { UpstreamError, type UpstreamFailure } from './upstream-error.js';

const schema = z.object({ ok: z.boolean() });

function client(fetch: typeof globalThis.fetch, options: Partial<StorefrontClientOptions> = {}) {
  return createStorefrontClient({
    apiUrl: 'http://upstream.test/base',
    storeId: 'store_1',
    timeoutMs: 1000,
    fetch,
    ...options,
  });
}

const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

/** A fetch that plays the given answers in turn (a function throws or builds the answer). */
function scripted(...answers: Array<Response | ((init?: RequestInit) => Promise<Response>)>) {
  return vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more scripted answers');
    return typeof next === 'function' ? next(init) : next;
  });
}

const networkError = () => Promise.reject(new TypeError('fetch failed'));

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).failure;
}

/** A body that streams `chunks` pieces of `size` bytes without declaring its length. */
function streamed(chunks: number, size: number): Response {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(32));
      else controller.close();
    },
  });
  return new Response(stream);
}

describe('the storefront client', () => {
  it('calls {apiUrl}/store/{storeId}/{path} with the query and returns the checked answer', async () => {
    const fetch = scripted(json({ ok: true, extra: 'dropped' }));
    const answer = await client(fetch).get('products', new URLSearchParams({ limit: '2' }), schema);
    expect(answer).toEqual({ data: { ok: true } });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://upstream.test/base/store/store_1/products?limit=2');
  });

  it('posts JSON', async () => {
    const fetch = scripted(json({ ok: true }));
    await client(fetch).post('checkout', { items: [] }, schema);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"items":[]}');
  });

  it('retries a GET once after a network error', async () => {
    const fetch = scripted(networkError, json({ ok: true }));
    expect(await client(fetch).get('products', new URLSearchParams(), schema)).toEqual({
      data: { ok: true },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second network error', async () => {
    const fetch = scripted(networkError, networkError, json({ ok: true }));
    expect(await failureOf(client(fetch).get('products', new URLSearchParams(), schema))).toEqual({
      kind: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never sends a POST twice', async () => {
    const fetch = scripted(networkError, json({ ok: true }));
    expect(await failureOf(client(fetch).post('checkout', {}, schema))).toEqual({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry an answer, even an error', async () => {
    const fetch = scripted(json({}, { status: 503 }), json({ ok: true }));
    expect(await failureOf(client(fetch).get('products', new URLSearchParams(), schema))).toEqual({
      kind: 'status',
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats a redirect as an answer it did not expect, without following it', async () => {
    const fetch = scripted(
      new Response(null, { status: 302, headers: { location: 'http://elsewhere.test/' } }),
    );
    expect(await failureOf(client(fetch).get('products', new URLSearchParams(), schema))).toEqual({
      kind: 'status',
      status: 302,
    });
    expect(fetch.mock.calls[0]?.[1]?.redirect).toBe('manual');
  });

  it('reports invalid JSON and a wrong shape as malformed', async () => {
    const invalid = scripted(new Response('{"ok": tru'));
    expect(await failureOf(client(invalid).get('p', new URLSearchParams(), schema))).toEqual({
      kind: 'malformed',
    });
    const wrongShape = scripted(json({ ok: 'yes' }));
    expect(await failureOf(client(wrongShape).get('p', new URLSearchParams(), schema))).toEqual({
      kind: 'malformed',
    });
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    const declared = scripted(new Response('{}', { headers: { 'content-length': '2000' } }));
    expect(
      await failureOf(client(declared, { maxBodyBytes: 1000 }).get('p', new URLSearchParams(), schema)),
    ).toEqual({ kind: 'oversize' });
    const undeclared = scripted(streamed(20, 100));
    expect(
      await failureOf(client(undeclared, { maxBodyBytes: 1000 }).get('p', new URLSearchParams(), schema)),
    ).toEqual({ kind: 'oversize' });
  });

  it('times out when no answer comes before the deadline, retry included', async () => {
    const never = (init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const fetch = scripted(never, never);
    expect(
      await failureOf(client(fetch, { timeoutMs: 100 }).get('p', new URLSearchParams(), schema)),
    ).toEqual({
      kind: 'timeout',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("returns the answer's x-correlation-id beside its data, and keeps it on a failure", async () => {
    const traced = (status: number, body: unknown) =>
      json(body, { status, headers: { 'x-correlation-id': `corr-${status}` } });
    const answered = await client(scripted(traced(200, { ok: true }))).get(
      'p',
      new URLSearchParams(),
      schema,
    );
    expect(answered).toEqual({ data: { ok: true }, correlationId: 'corr-200' });
    const failed = await client(scripted(traced(503, {})))
      .get('p', new URLSearchParams(), schema)
      .catch((caught: unknown) => caught);
    expect((failed as UpstreamError).correlationId).toBe('corr-503');
  });

  it('cuts an over-long correlation id', async () => {
    const fetch = scripted(json({ ok: true }, { headers: { 'x-correlation-id': 'c'.repeat(1000) } }));
    const { correlationId } = await client(fetch).get('p', new URLSearchParams(), schema);
    expect(correlationId).toHaveLength(128);
  });

  it("reads the machine code of an error's JSON body, never its text", async () => {
    const fetch = scripted(
      json({ message: 'No stock', statusCode: 409, code: 'insufficient_inventory' }, { status: 409 }),
    );
    expect(await failureOf(client(fetch).post('checkout', {}, schema))).toEqual({
      kind: 'status',
      status: 409,
      code: 'insufficient_inventory',
    });
  });

  it('reads no code from an error body over 16 KB, or from a redirect', async () => {
    const big = scripted(json({ code: 'insufficient_inventory', pad: 'x'.repeat(17_000) }, { status: 409 }));
    expect(await failureOf(client(big).post('checkout', {}, schema))).toEqual({
      kind: 'status',
      status: 409,
    });
    const redirect = scripted(
      json({ code: 'insufficient_inventory' }, { status: 307, headers: { location: '/' } }),
    );
    expect(await failureOf(client(redirect).post('checkout', {}, schema))).toEqual({
      kind: 'status',
      status: 307,
    });
  });

  it('keeps the upstream address out of its errors', async () => {
    const error = await client(scripted(networkError, networkError))
      .get('p', new URLSearchParams(), schema)
      .catch((caught: Error) => caught);
    expect(String((error as Error).message)).not.toMatch(/upstream\.test|store_1/);
  });
});
