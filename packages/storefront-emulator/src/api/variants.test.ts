import {
  type StorefrontError,
  type VariantStockResponse,
  variantStockResponseSchema,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { getJson, store, testEmulator } from '../testing/fixture.js';

const emulator = testEmulator();
const { products } = emulator.state.catalogue;
const stock = (query: string) =>
  getJson<VariantStockResponse & StorefrontError>(emulator.api, store(`/variants${query}`));

describe('GET /store/{store}/variants', () => {
  it('answers the stock of every variant of the products asked for', async () => {
    const [first, second] = products;
    const { status, body } = await stock(
      `?fields=inventory_quantity&product_ids[]=${first?.id}&product_ids[]=${second?.id}`,
    );
    expect(status).toBe(200);
    expect(variantStockResponseSchema.parse(body)).toEqual(body);
    expect(body.variants).toEqual(
      [first, second].flatMap((product) =>
        (product?.variants ?? []).map((variant) => ({
          id: variant.id,
          inventory_quantity: variant.stock,
        })),
      ),
    );
  });

  it('reports null for a variant that does not manage inventory', async () => {
    const madeToOrder = products.find((product) =>
      product.variants.every((variant) => !variant.manage_inventory),
    );
    const { body } = await stock(`?fields=inventory_quantity&product_ids[]=${madeToOrder?.id}`);
    expect(body.variants.length).toBeGreaterThan(0);
    for (const variant of body.variants) expect(variant.inventory_quantity).toBeNull();
  });

  it('ignores unknown and repeated product ids, and lists every variant when none is named', async () => {
    const first = products[0];
    const { body } = await stock(
      `?product_ids[]=prod_unknown&product_ids[]=${first?.id}&product_ids[]=${first?.id}`,
    );
    expect(body.variants).toHaveLength(first?.variants.length ?? 0);
    const all = await stock('');
    expect(all.body.variants).toHaveLength(products.flatMap((product) => product.variants).length);
  });

  it('refuses unknown parameters and fields', async () => {
    expect((await stock('?product_ids=prod_x')).body).toEqual({
      message: ['property product_ids should not exist'],
      error: 'Bad Request',
      statusCode: 400,
    });
    expect((await stock('?fields=price')).body.message).toEqual([
      'fields must be one of the following values: inventory_quantity',
    ]);
  });
});
