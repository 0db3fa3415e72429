import { describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_STORE_ID } from './create-emulator.js';
import { getJson, NOW, store } from './testing/fixture.js';

const listAndDetails = async (now: Date, publicOrigin = 'http://localhost:8082') => {
  const { api, state } = createEmulator({ now, publicOrigin });
  const list = await getJson(api, store('/products'));
  const details = await Promise.all(
    state.catalogue.products.map((product) => getJson(api, store(`/products/${product.id}`))),
  );
  return JSON.stringify({ list: list.body, details: details.map((detail) => detail.body) });
};

describe('createEmulator', () => {
  it('answers to an opaque default store id', () => {
    expect(DEFAULT_STORE_ID).toMatch(/^st_[0-9a-f]{12}$/);
  });

  it('is deterministic: the same seed and the same now give the same JSON, byte for byte', async () => {
    expect(await listAndDetails(NOW)).toBe(await listAndDetails(new Date(NOW)));
  });

  it('counts dates back from its now, keeping ids the same', async () => {
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    const [today, inTenDays] = [createEmulator({ now: NOW }), createEmulator({ now: later })];
    const first = today.state.catalogue.products[0];
    const same = inTenDays.state.catalogue.products[0];
    expect(same?.id).toBe(first?.id);
    expect(Date.parse(same?.created_at ?? '') - Date.parse(first?.created_at ?? '')).toBe(10 * 86_400_000);
  });

  it('builds image addresses on the public origin it is given', () => {
    const { state } = createEmulator({ now: NOW, publicOrigin: 'https://cdn.example.test/' });
    expect(state.catalogue.products[0]?.thumbnail).toMatch(/^https:\/\/cdn\.example\.test\/cdn-ecommerce\//);
  });

  it('serves whatever store id it is started with, and only that one', async () => {
    const { api } = createEmulator({ now: NOW, storeId: 'st_other' });
    expect((await getJson(api, '/store/st_other/products?limit=1')).status).toBe(200);
    expect((await getJson(api, store('/products'))).status).toBe(404);
  });
});
