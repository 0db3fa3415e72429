import type { ProductDetailResponse, ProductListResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import type { FaultSettings } from '../state/faults.js';
import {
  findVariant,
  getJson,
  openSession,
  postForm,
  postJson,
  stockOf,
  store,
  testEmulator,
} from '../testing/fixture.js';
import { HUGE_BODY_BYTES } from './fault-injection.js';

const setFault = (emulator: ReturnType<typeof testEmulator>, fault: FaultSettings) =>
  postJson(emulator.api, '/__control/faults', fault);
const products = (emulator: ReturnType<typeof testEmulator>, init?: RequestInit) =>
  emulator.api.request(store('/products?limit=3'), init);

describe('POST /__control/reset', () => {
  it('restores the seed stock, forgets sessions and clears the fault', async () => {
    const emulator = testEmulator();
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 2);
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 2 }]);
    await postForm(emulator.public, `${path}/pay`);
    await setFault(emulator, { mode: 'error' });
    const reset = await emulator.api.request('/__control/reset', { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(await stockOf(emulator, found)).toBe(found.variant.stock);
    expect((await emulator.public.request(path)).status).toBe(404);
    expect((await getJson(emulator.api, '/__control/faults')).body).toEqual({ mode: 'none' });
  });
});

describe('/__control/faults', () => {
  it('stores a fault and reports it, with what remains of its count', async () => {
    const emulator = testEmulator();
    expect((await getJson(emulator.api, '/__control/faults')).body).toEqual({ mode: 'none' });
    expect(
      (await setFault(emulator, { mode: 'error', status: 502, path: '/products', count: 2 })).status,
    ).toBe(204);
    await products(emulator);
    expect((await getJson(emulator.api, '/__control/faults')).body).toEqual({
      mode: 'error',
      status: 502,
      path: '/products',
      count: 1,
    });
  });

  it.each([
    [
      { mode: 'explode' },
      'mode must be one of the following values: none, slow, error, malformed, hang, drop, down, huge',
    ],
    [{ mode: 'error', status: 200 }, 'status must not be less than 400'],
    [{ mode: 'slow', delayMs: -5 }, 'delayMs must not be less than 0'],
    [{ mode: 'error', path: 'products' }, 'path must start with "/"'],
    [{ mode: 'slow', speed: 2 }, 'property speed should not exist'],
  ])('refuses %j', async (body, message) => {
    const { status, body: answer } = await postJson(testEmulator().api, '/__control/faults', body);
    expect(status).toBe(400);
    expect(answer.message).toEqual([message]);
  });

  it('refuses a malformed body', async () => {
    expect((await postJson(testEmulator().api, '/__control/faults', '{mode')).status).toBe(400);
  });

  it('does not exist when control is disabled', async () => {
    const emulator = testEmulator({ control: false });
    for (const [method, path] of [
      ['POST', '/__control/reset'],
      ['GET', '/__control/faults'],
      ['POST', '/__control/faults'],
      ['POST', `/__control/products/${testEmulator().state.catalogue.products[0]?.id}`],
    ] as const) {
      const response = await emulator.api.request(path, {
        method,
        body: method === 'POST' ? '{"mode":"error"}' : null,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: `Cannot ${method} ${path}`,
        error: 'Not Found',
        statusCode: 404,
      });
    }
    expect((await products(emulator)).status).toBe(200);
  });
});

describe('injected faults', () => {
  it('error answers the status with a JSON error body, 500 by default', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'error', count: 1 });
    const response = await products(emulator);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: 'Injected fault',
      error: 'Internal Server Error',
      statusCode: 500,
    });
    expect((await products(emulator)).status).toBe(200);
    await setFault(emulator, { mode: 'error', status: 429 });
    expect((await products(emulator)).status).toBe(429);
  });

  it('slow waits delayMs, then answers normally', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'slow', delayMs: 150 });
    const started = performance.now();
    const response = await products(emulator);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProductListResponse).products).toHaveLength(3);
  });

  it('malformed answers 200 JSON that does not parse', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'malformed' });
    const response = await products(emulator);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text.startsWith('{"products":[')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('huge answers a valid product list of at least 20 MB', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'huge', count: 1 });
    const text = await (await products(emulator)).text();
    expect(text.length).toBeGreaterThanOrEqual(HUGE_BODY_BYTES);
    const body = JSON.parse(text) as ProductListResponse;
    expect(body.count).toBe(body.products.length);
    expect(body.products[0]?.id).toBe(emulator.state.catalogue.products[0]?.id);
  });

  it('huge serialises only the first products of a store larger than the answer', async () => {
    const emulator = testEmulator({ catalogueSize: 4_000 });
    await setFault(emulator, { mode: 'huge', count: 1 });
    const text = await (await products(emulator)).text();
    expect(text.length).toBeGreaterThanOrEqual(HUGE_BODY_BYTES);
    const body = JSON.parse(text) as ProductListResponse;
    expect(body.products.length).toBeLessThan(4_000);
    expect(body.products.map((product) => product.id)).toEqual(
      emulator.state.catalogue.products.slice(0, body.products.length).map((product) => product.id),
    );
  });

  it('drop sends the headers, then fails while the body is read', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'drop' });
    const response = await products(emulator);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/connection dropped/);
  });

  it('down answers nothing at all: a network error, not even a status', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'down', count: 1 });
    const response = await products(emulator);
    expect(response.type).toBe('error');
    expect(response.status).toBe(0);
    expect((await products(emulator)).status).toBe(200);
  });

  it('hang never answers until the client gives up', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'hang' });
    const controller = new AbortController();
    let settled = false;
    const pending = Promise.resolve(products(emulator, { signal: controller.signal })).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    expect(emulator.state.waits.count).toBe(1);
    controller.abort();
    await pending;
    expect(emulator.state.waits.count).toBe(0);
  });

  it('affects only the requests under its path, and only count of them', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'error', path: '/variants', count: 2 });
    expect((await products(emulator)).status).toBe(200);
    expect((await emulator.api.request(store('/variants'))).status).toBe(500);
    expect((await emulator.api.request(store('/variants'))).status).toBe(500);
    expect((await emulator.api.request(store('/variants'))).status).toBe(200);
  });

  it('never affects the control routes', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'hang' });
    expect((await getJson(emulator.api, '/__control/faults')).status).toBe(200);
    expect((await emulator.api.request('/__control/reset', { method: 'POST' })).status).toBe(204);
    expect((await products(emulator)).status).toBe(200);
  });

  it('also applies to checkouts', async () => {
    const emulator = testEmulator();
    await setFault(emulator, { mode: 'error', status: 503, path: '/checkout' });
    const found = findVariant(emulator, () => true);
    const { status } = await postJson(emulator.api, store('/checkout'), {
      items: [{ variant_id: found.variant.id, quantity: 1 }],
    });
    expect(status).toBe(503);
  });
});

describe('POST /__control/products/{id}', () => {
  const description = '<p>Réécrit <img src=x onerror="alert(1)"></p>';

  it('rewrites the description the list and the detail serve, until the next reset', async () => {
    const emulator = testEmulator();
    const [first] = emulator.state.catalogue.products;
    if (!first) throw new Error('The seed is empty');
    const seeded = first.description;
    expect(seeded).not.toBe(description);
    expect((await postJson(emulator.api, `/__control/products/${first.id}`, { description })).status).toBe(
      204,
    );

    const detail = await getJson<ProductDetailResponse>(emulator.api, store(`/products/${first.id}`));
    expect(detail.body.product.description).toBe(description);
    const list = await getJson<ProductListResponse>(emulator.api, store(`/products?ids[]=${first.id}`));
    expect(list.body.products[0]?.description).toBe(description);
    // Only that product, and only its description.
    expect(detail.body.product.title).toBe(first.title);
    const second = emulator.state.catalogue.products[1];
    const other = await getJson<ProductDetailResponse>(emulator.api, store(`/products/${second?.id}`));
    expect(other.body.product.description).toBe(second?.description);

    await emulator.api.request('/__control/reset', { method: 'POST' });
    const restored = await getJson<ProductDetailResponse>(emulator.api, store(`/products/${first.id}`));
    expect(restored.body.product.description).toBe(seeded);
  });

  it('answers 404 for a product the store does not have', async () => {
    const { status, body } = await postJson(testEmulator().api, '/__control/products/prod_nope', {
      description,
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Product with id prod_nope not found');
  });

  it.each([
    [{}, 'description must be a string'],
    [{ description: 42 }, 'description must be a string'],
    [{ description, title: 'Autre' }, 'property title should not exist'],
    [{ description: 'x'.repeat(100_001) }, 'description must be shorter than or equal to 100000 characters'],
  ])('refuses %j', async (body, message) => {
    const emulator = testEmulator();
    const id = emulator.state.catalogue.products[0]?.id;
    const answer = await postJson(emulator.api, `/__control/products/${id}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([message]);
  });
});
