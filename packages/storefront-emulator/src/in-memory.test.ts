import type { ProductDetailResponse, VariantStockResponse } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { productBySlug, stockOf } from './in-memory.js';
import { getJson, store, testEmulator } from './testing/fixture.js';

const emulator = testEmulator();

describe('the in-memory entry', () => {
  it('gives a product by its slug as GET /products/{id} answers it', async () => {
    const dress = productBySlug(emulator, 'robe-portefeuille-soie');
    const { body } = await getJson<ProductDetailResponse>(emulator.api, store(`/products/${dress.id}`));
    expect(dress.title).toBe('Robe portefeuille en soie');
    expect(dress).toEqual(body.product);
  });

  it('gives its stock as GET /variants answers it', async () => {
    const dress = productBySlug(emulator, 'robe-portefeuille-soie');
    const asked = store(`/variants?fields=inventory_quantity&product_ids[]=${dress.id}`);
    const { body } = await getJson<VariantStockResponse>(emulator.api, asked);
    expect(stockOf(emulator, dress)).toEqual(body.variants);
    expect(stockOf(emulator, dress)).toContainEqual({ id: expect.any(String), inventory_quantity: 0 });
  });

  it('names the store when it has no such product', () => {
    expect(() => productBySlug(emulator, 'kurta')).toThrow('The maison-aurele store has no product kurta');
  });
});
