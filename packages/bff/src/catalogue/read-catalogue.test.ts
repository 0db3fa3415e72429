import { describe, expect, it } from 'vitest';
import { storefrontAnswer } from '../testing/fake-storefront.js';
import { pagedStorefront } from '../testing/paged-storefront.js';
import { CATALOGUE_PAGE_LIMIT, readCatalogue } from './read-catalogue.js';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const silent = () => undefined;
const asRead = <T>(product: T) => product;

describe('readCatalogue', () => {
  it('reads the store in pages, newest first, until its count', async () => {
    const store = pagedStorefront({ size: 1_050, newest: NOW });
    const products = await readCatalogue({ storefront: store.client, warn: silent }, asRead);
    expect(products).toHaveLength(1_050);
    expect(products[0]?.id).toBe(store.idOf(0));
    expect(products.at(-1)?.id).toBe(store.idOf(1_049));
    expect(store.calls).toHaveLength(Math.ceil(1_050 / CATALOGUE_PAGE_LIMIT));
    for (const call of store.calls) {
      expect(Object.fromEntries(call.searchParams)).toMatchObject({
        sort_by: 'created_at',
        order: 'DESC',
        limit: String(CATALOGUE_PAGE_LIMIT),
      });
    }
  });

  it('keeps what `keep` makes of each product, in the newest-first order', async () => {
    const store = pagedStorefront({ size: 450, newest: NOW });
    const ids = await readCatalogue({ storefront: store.client, warn: silent }, (product) => product.id);
    expect(ids).toEqual(Array.from({ length: 450 }, (_, position) => store.idOf(position)));
  });

  it('asks a failed page once more', async () => {
    let failed = false;
    const store = pagedStorefront({
      size: 450,
      newest: NOW,
      fault: (url) => {
        if (url.searchParams.get('offset') !== '200' || failed) return undefined;
        failed = true;
        return storefrontAnswer({ message: 'busy' }, 503);
      },
    });
    expect(await readCatalogue({ storefront: store.client, warn: silent }, asRead)).toHaveLength(450);
    expect(store.calls.filter((url) => url.searchParams.get('offset') === '200')).toHaveLength(2);
  });

  it('fails when a page fails twice', async () => {
    const store = pagedStorefront({
      size: 450,
      newest: NOW,
      fault: (url) => (url.searchParams.get('offset') === '400' ? storefrontAnswer({}, 500) : undefined),
    });
    await expect(readCatalogue({ storefront: store.client, warn: silent }, asRead)).rejects.toThrow(
      'upstream status 500',
    );
  });

  it('leaves out a product that does not fit the contract, and says which', async () => {
    const warnings: unknown[] = [];
    const store = pagedStorefront({
      size: 3,
      newest: NOW,
      fault: (url) =>
        url.searchParams.get('offset') === '0'
          ? storefrontAnswer({ products: [{ id: 'prod_broken', title: 5 }], count: 1, offset: 0, limit: 200 })
          : undefined,
    });
    expect(
      await readCatalogue({ storefront: store.client, warn: (...line) => warnings.push(line) }, asRead),
    ).toEqual([]);
    expect(warnings).toEqual([['product-skipped', expect.objectContaining({ productId: 'prod_broken' })]]);
  });
});
