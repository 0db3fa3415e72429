import {
  defaultBrandCollectionTable,
  defaultCollectionTable,
  observedCurrencies,
  productDetailSchema,
  productSchema,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { detailView, listView } from '../../api/product-views.js';
import { NOW, PUBLIC_ORIGIN, testEmulator } from '../../testing/fixture.js';
import type { StoredProduct } from '../stored-product.js';

const SIZE = 2_000;
const emulator = testEmulator({ catalogueSize: SIZE });
const { state } = emulator;
const { products } = state.catalogue;
const variants = products.flatMap((product) => product.variants);
const DAY = 86_400_000;
const daysBeforeNow = (iso: string) => (NOW.getTime() - Date.parse(iso)) / DAY;
const optionValues = (product: StoredProduct, title: string) =>
  new Set(product.options.find((option) => option.title === title)?.values.map((value) => value.value));
const share = (accept: (product: StoredProduct) => boolean) => products.filter(accept).length / SIZE;

describe('a large store (catalogueSize)', () => {
  it('holds exactly the size asked for, every product visible', () => {
    expect(products).toHaveLength(SIZE);
    expect(products.every((product) => !product.hidden)).toBe(true);
  });

  it('is deterministic: the same size gives the same products, and a larger store starts with the smaller one', () => {
    const again = testEmulator({ catalogueSize: SIZE }).state.catalogue.products;
    expect(JSON.stringify(again)).toBe(JSON.stringify(products));
    const smaller = testEmulator({ catalogueSize: 300 }).state.catalogue.products;
    const head = products.slice(0, 300);
    const identity = ({ id, title, variants: own }: StoredProduct) => ({ id, title, variants: own });
    expect(smaller.map(identity)).toEqual(head.map(identity));
  });

  it('fits the contract in both calls, list products without any detail field', () => {
    for (const product of products) {
      const listed = listView(product, state.inventory);
      expect(productSchema.parse(listed)).toEqual(listed);
      for (const field of ['status', 'metadata', 'created_at', 'deleted_at', 'media', 'is_hidden']) {
        expect(listed).not.toHaveProperty(field);
      }
      const detail = detailView(product, state.inventory);
      expect(productDetailSchema.parse(detail)).toEqual(detail);
    }
  });

  it('gives every product, slug, variant and SKU its own identifier', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(SIZE);
    expect(new Set(products.map((product) => product.slug)).size).toBe(SIZE);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(variants.length);
    const skus = variants.flatMap((variant) => variant.sku ?? []);
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of products) expect(product.id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('weighs about 4 to 6 KB a list product, like the real service', () => {
    const bytes = products.map((product) => JSON.stringify(listView(product, state.inventory)).length);
    const mean = bytes.reduce((sum, size) => sum + size, 0) / bytes.length;
    expect(mean).toBeGreaterThan(4_000);
    expect(mean).toBeLessThan(6_500);
  });

  it('sizes clothes XS to XXL, shoes 36 to 45 and children by age, under « Taille »', () => {
    const sizes = new Set(products.flatMap((product) => [...optionValues(product, 'Taille')]));
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL', '36', '40', '45', '2 ans', '4 ans', '14 ans']) {
      expect(sizes).toContain(size);
    }
    for (const product of products) {
      expect(product.options.map((option) => option.title)).toEqual(
        optionValues(product, 'Taille').size > 0 ? ['Taille', 'Couleur'] : ['Couleur'],
      );
    }
  });

  it('sells one-size accessories, with a colour option only', () => {
    const oneSize = products.filter((product) => product.options.length === 1);
    expect(oneSize.length / SIZE).toBeGreaterThan(0.1);
    for (const product of oneSize) {
      expect(product.variants.every((variant) => variant.options.length === 1)).toBe(true);
    }
  });

  it('comes in many colours, several in some products', () => {
    const colours = new Set(products.flatMap((product) => [...optionValues(product, 'Couleur')]));
    expect(colours.size).toBeGreaterThanOrEqual(15);
    expect(share((product) => optionValues(product, 'Couleur').size >= 2)).toBeGreaterThan(0.15);
  });

  it('prices in euros, some on sale with their ribbon, some without any price', () => {
    for (const price of variants.flatMap((variant) => variant.prices)) {
      expect(price.currency).toEqual(observedCurrencies.eur);
      expect(price.amount).toBeGreaterThan(0);
    }
    const onSale = products.filter((product) =>
      product.variants.some((variant) => variant.prices[0]?.sale_amount != null),
    );
    expect(onSale.length / SIZE).toBeGreaterThan(0.1);
    for (const product of onSale) {
      expect(product.ribbon_text).toMatch(/^-\d+ %$/);
      for (const [price] of product.variants.map((variant) => variant.prices)) {
        expect(price?.sale_amount).toBeLessThan(price?.amount ?? 0);
      }
    }
    const unpriced = share((product) => product.variants.every((variant) => variant.prices.length === 0));
    expect(unpriced).toBeGreaterThan(0.01);
    expect(unpriced).toBeLessThan(0.1);
  });

  it('fills the four category collections and every brand, its brand in metadata and in a collection', () => {
    const collections = new Set(
      products.flatMap((product) => product.product_collections.map((entry) => entry.collection_id)),
    );
    for (const id of Object.values(defaultCollectionTable)) expect(collections).toContain(id);
    for (const id of Object.values(defaultBrandCollectionTable)) expect(collections).toContain(id);
    for (const product of products) {
      const brand = product.metadata.brand as keyof typeof defaultBrandCollectionTable;
      expect(product.product_collections.map((entry) => entry.collection_id)).toContain(
        defaultBrandCollectionTable[brand],
      );
    }
  });

  it('spreads creation over the year before now, some old pieces edited in the last week', () => {
    for (const product of products) {
      expect(daysBeforeNow(product.created_at)).toBeGreaterThanOrEqual(0);
      expect(daysBeforeNow(product.created_at)).toBeLessThan(365);
      expect(Date.parse(product.updated_at)).toBeGreaterThanOrEqual(Date.parse(product.created_at));
      expect(Date.parse(product.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(share((product) => daysBeforeNow(product.created_at) <= 90)).toBeGreaterThan(0.15);
    expect(share((product) => daysBeforeNow(product.created_at) > 270)).toBeGreaterThan(0.15);
    const touchedLastWeek = share(
      (product) => daysBeforeNow(product.created_at) > 60 && daysBeforeNow(product.updated_at) < 8,
    );
    expect(touchedLastWeek).toBeGreaterThan(0.03);
  });

  it('keeps stock per variant: some sizes sold out, some products sold out altogether, lists saying so', () => {
    expect(share((product) => product.variants.some((variant) => variant.stock === 0))).toBeGreaterThan(0.2);
    const soldOut = products.filter((product) => product.variants.every((variant) => variant.stock === 0));
    expect(soldOut.length / SIZE).toBeGreaterThan(0.02);
    for (const product of products) {
      const listed = listView(product, state.inventory);
      listed.variants.forEach((variant, index) => {
        const stock = product.variants[index]?.stock;
        expect(variant.is_available).toBe(stock === null || (stock ?? 0) > 0);
      });
      expect(listed.is_available).toBe(listed.variants.some((variant) => variant.is_available));
    }
    for (const product of soldOut) expect(listView(product, state.inventory).is_available).toBe(false);
  });

  it("draws its pictures from its models' artwork, served by the public origin", async () => {
    const urls = new Set(products.flatMap((product) => product.images.map((image) => image.url)));
    for (const url of [...urls].slice(0, 20)) {
      expect(url.startsWith(`${PUBLIC_ORIGIN}/cdn-ecommerce/`)).toBe(true);
      expect((await emulator.public.request(url)).status).toBe(200);
    }
  });

  it('grows a store without collections or brands the same way: comptoir-jaipur stays in rupees, without them', () => {
    const jaipur = testEmulator({ profile: 'comptoir-jaipur', catalogueSize: 200 }).state.catalogue.products;
    expect(jaipur).toHaveLength(200);
    for (const product of jaipur) {
      expect(product.product_collections).toEqual([]);
      expect(product.metadata).toEqual({});
      for (const price of product.variants.flatMap((variant) => variant.prices)) {
        expect(price.currency_code).toBe('inr');
      }
    }
  });

  it('refuses a size it cannot generate', () => {
    for (const size of [-1, 1.5, 100_001, Number.NaN]) {
      expect(() => testEmulator({ catalogueSize: size })).toThrow(/catalogueSize must be a whole number/);
    }
  });
});
