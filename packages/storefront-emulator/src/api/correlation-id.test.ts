import { describe, expect, it } from 'vitest';
import { checkoutBody, postJson, store, testEmulator } from '../testing/fixture.js';
import { CORRELATION_HEADER } from './correlation-id.js';

const emulator = testEmulator();
const correlationOf = async (path: string, init?: RequestInit) =>
  (await emulator.api.request(path, init)).headers.get(CORRELATION_HEADER);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-correlation-id', () => {
  it.each([
    ['a list', store('/products')],
    ['a detail', store(`/products/${emulator.state.catalogue.products[0]?.id}`)],
    ['the stock', store('/variants?fields=inventory_quantity')],
    ['a 400 for an unknown parameter', store('/products?page=2')],
    ['a 404 for an unknown product', store('/products/prod_unknown')],
    ['a 404 for another store', '/store/st_other/products'],
    ['a 404 for an unknown route', '/nowhere'],
    ['a control route', '/__control/faults'],
  ])('is on %s', async (_case, path) => {
    expect(await correlationOf(path)).toMatch(UUID);
  });

  it('is on checkout answers, created or refused', async () => {
    const refused = await postJson(emulator.api, store('/checkout'), checkoutBody([]));
    expect(refused.status).toBe(400);
    expect(refused.headers.get(CORRELATION_HEADER)).toMatch(UUID);
  });

  it('is on injected errors and on answers a fault rewrites', async () => {
    for (const mode of ['error', 'malformed'] as const) {
      await postJson(emulator.api, '/__control/faults', { mode, count: 1 });
      expect(await correlationOf(store('/products'))).toMatch(UUID);
    }
  });

  it('is fresh for every request', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => correlationOf(store('/products?limit=1'))));
    expect(new Set(ids).size).toBe(3);
  });
});
