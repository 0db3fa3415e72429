import {
  brandTable,
  defaultBrandCollectionTable,
  defaultCollectionTable,
  observedCurrencies,
  productDetailSchema,
  productSchema,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { detailView, listView } from '../api/product-views.js';
import { NOW, PUBLIC_ORIGIN, testEmulator } from '../testing/fixture.js';

const { state } = testEmulator();
const { products } = state.catalogue;
const variants = products.flatMap((product) => product.variants);
const priced = variants.filter((variant) => variant.prices.length > 0);
const categoryIds = new Set<string>(Object.values(defaultCollectionTable));
const DAY = 86_400_000;
const ageInDays = (iso: string) => (NOW.getTime() - Date.parse(iso)) / DAY;

describe('the seeded catalogue', () => {
  it('holds at least 48 products, every one valid against the storefront contract in both calls', () => {
    expect(products.length).toBeGreaterThanOrEqual(48);
    for (const product of products) {
      const detail = detailView(product, state.inventory);
      expect(productDetailSchema.parse(detail)).toEqual(detail);
      const listed = listView(product, state.inventory);
      expect(productSchema.parse(listed)).toEqual(listed);
    }
  });

  it('gives every product, variant and slug its own identifier: ULIDs, SKUs unique where set', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(variants.length);
    for (const product of products) {
      expect(product.id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.url_handle).toBe(product.slug);
    }
    for (const variant of variants) expect(variant.id).toMatch(/^variant_[0-9A-HJKMNP-TV-Z]{26}$/);
    const skus = variants.flatMap((variant) => variant.sku ?? []);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.length).toBeLessThan(variants.length);
  });

  it('keeps ids from one run to the next', () => {
    const again = testEmulator({ now: new Date('2027-01-01T00:00:00Z') }).state.catalogue.products;
    expect(again.map((product) => product.id)).toEqual(products.map((product) => product.id));
  });

  it('numbers the storefront order −N…−1, as real stores do', () => {
    expect(products.map((product) => product.order)).toEqual(
      products.map((_, index) => index - products.length),
    );
  });

  it('fills the four collections, with some products in two of them', () => {
    const collectionIds = products.flatMap((product) =>
      product.product_collections.map((entry) => entry.collection_id),
    );
    for (const id of categoryIds) {
      expect(collectionIds.filter((collectionId) => collectionId === id).length).toBeGreaterThanOrEqual(8);
    }
    const inTwo = products.filter(
      (product) =>
        product.product_collections.filter((entry) => categoryIds.has(entry.collection_id)).length === 2,
    );
    expect(inTwo.length).toBeGreaterThanOrEqual(5);
  });

  it("puts each product in its brand's collection too, since lists carry no metadata", () => {
    for (const product of products) {
      const brand = product.metadata.brand as keyof typeof defaultBrandCollectionTable;
      const brandCollections = product.product_collections.filter(
        (entry) => !categoryIds.has(entry.collection_id),
      );
      expect(brandCollections.map((entry) => entry.collection_id)).toEqual([
        defaultBrandCollectionTable[brand],
      ]);
    }
  });

  it('carries every brand, the house line making a good share', () => {
    const brands = products.map((product) => product.metadata.brand);
    for (const brand of Object.keys(brandTable)) expect(brands).toContain(brand);
    expect(brands.filter((brand) => brand === 'maison-aurele').length / products.length).toBeGreaterThan(
      0.25,
    );
  });

  it('offers 1 to 6 variants per product, titled from their options', () => {
    for (const product of products) {
      expect(product.variants.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.length).toBeLessThanOrEqual(6);
      for (const variant of product.variants) {
        expect(variant.title).toBe(variant.options.map((option) => option.value).join(' / '));
      }
    }
    expect(variants.map((variant) => variant.title)).toContain('M / Camel');
  });

  it('has stock at zero, at 1 to 3, plentiful, and variants that do not manage inventory', () => {
    const managed = variants.filter((variant) => variant.manage_inventory);
    const quantities = managed.map((variant) => variant.stock ?? -1);
    expect(quantities).toContain(0);
    expect(quantities.some((quantity) => quantity >= 1 && quantity <= 3)).toBe(true);
    expect(quantities.some((quantity) => quantity >= 10)).toBe(true);
    const unmanaged = variants.filter((variant) => !variant.manage_inventory);
    expect(unmanaged.length).toBeGreaterThan(0);
    for (const variant of unmanaged) expect(variant.stock).toBeNull();
  });

  it('puts several products on sale, their ribbon saying the same discount as their prices', () => {
    const onSale = products.filter((product) =>
      product.variants.some((variant) => variant.prices[0]?.sale_amount),
    );
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    for (const product of products) {
      const percent = /^-(\d+) %$/.exec(product.ribbon_text ?? '')?.[1];
      for (const variant of product.variants) {
        const [price] = variant.prices;
        if (!price) continue;
        if (!percent) {
          expect(price?.sale_amount).toBeNull();
          continue;
        }
        expect(price?.sale_amount).toBeLessThan(price?.amount ?? 0);
        expect(price?.sale_amount).toBe(
          Math.round(((price?.amount ?? 0) * (100 - Number(percent))) / 10_000) * 100,
        );
      }
    }
  });

  it('uses the ribbons « Nouveau » and « Exclusivité », and leaves others without', () => {
    const ribbons = products.map((product) => product.ribbon_text);
    expect(ribbons).toContain('Nouveau');
    expect(ribbons).toContain('Exclusivité');
    expect(ribbons).toContain(null);
    for (const ribbon of ribbons) expect(ribbon ?? 'none').toMatch(/^(Nouveau|Exclusivité|-\d+ %|none)$/);
  });

  it('prices in euro cents with the full currency object, at accessible-luxury levels', () => {
    for (const variant of priced) {
      const [price] = variant.prices;
      expect(price?.currency).toEqual(observedCurrencies.eur);
      expect(price?.currency_code).toBe('eur');
      expect(price?.amount).toBeGreaterThanOrEqual(2_000);
      expect(price?.amount).toBeLessThanOrEqual(400_000);
    }
  });

  it('has products whose variants differ in price, under each selection rule', () => {
    const pricesDiffer = (product: (typeof products)[number]) =>
      new Set(product.variants.map((variant) => variant.prices[0]?.amount)).size > 1;
    const lowestFirst = products.filter((product) => product.site_product_selection === 'lowest_price_first');
    const firstVariant = products.filter((product) => product.site_product_selection === 'first_variant');
    expect(lowestFirst.some(pricesDiffer)).toBe(true);
    // The rule matters: the first variant of such a product is not its cheapest.
    expect(
      firstVariant.some(
        (product) =>
          pricesDiffer(product) &&
          (product.variants[0]?.prices[0]?.amount ?? 0) >
            Math.min(...product.variants.map((variant) => variant.prices[0]?.amount ?? 0)),
      ),
    ).toBe(true);
    expect(products.some((product) => product.site_product_selection === null)).toBe(true);
  });

  it('sells one product « sur demande », with no price on any variant', () => {
    const unpriced = products.filter((product) =>
      product.variants.every((variant) => variant.prices.length === 0),
    );
    expect(unpriced.map((product) => product.slug)).toEqual(['blouson-cuir-agneau']);
  });

  it('has two or three products that cannot be bought and one or two hidden ones', () => {
    const notPurchasable = products.filter((product) => !product.purchasable).length;
    expect(notPurchasable).toBeGreaterThanOrEqual(2);
    expect(notPurchasable).toBeLessThanOrEqual(3);
    const hidden = products.filter((product) => product.hidden).length;
    expect(hidden).toBeGreaterThanOrEqual(1);
    expect(hidden).toBeLessThanOrEqual(2);
  });

  it('spreads creation over the year before now, with several novelties in the last 90 days', () => {
    const ages = products.map((product) => ageInDays(product.created_at));
    for (const age of ages) {
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(365);
    }
    expect(ages.filter((age) => age <= 90).length).toBeGreaterThanOrEqual(8);
    expect(ages.filter((age) => age > 180).length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      expect(Date.parse(product.updated_at)).toBeGreaterThanOrEqual(Date.parse(product.created_at));
      expect(Date.parse(product.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('describes each product in HTML, with composition, care and delivery tabs', () => {
    for (const product of products) {
      expect(product.description).toMatch(/^<p>.+<\/p><p>.+<\/p><ul>(<li>.+?<\/li>)+<\/ul>$/);
      expect(product.additional_info.map((info) => info.title)).toEqual([
        'Composition',
        'Entretien',
        'Livraison & retours',
      ]);
      expect(product.type?.value).toBeTruthy();
      expect(product.subtitle).toBeTruthy();
    }
    expect(products.filter((product) => product.description.includes('<strong>')).length).toBeGreaterThan(40);
    const delivery = products[0]?.additional_info[2]?.description ?? '';
    expect(delivery).toContain('dès 150 €');
    expect(delivery).toContain('7,90 €');
  });

  it('shows each colour in the gallery: 3 to 5 images, every variant image among them', () => {
    for (const product of products) {
      const gallery = product.images.map((image) => image.url);
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery.length).toBeLessThanOrEqual(5);
      expect(new Set(gallery).size).toBe(gallery.length);
      expect(product.images.map((image) => [image.order, image.type])).toEqual(
        gallery.map((_, index) => [index, 'image']),
      );
      const pictures = product.media.filter((media) => media.type === 'image');
      expect(pictures.map(({ url, order }) => ({ url, order, type: 'image' }))).toEqual(product.images);
      expect(product.thumbnail).toBe(product.variants[0]?.image_url);
      for (const variant of product.variants) expect(gallery).toContain(variant.image_url);
      for (const url of gallery)
        expect(url).toMatch(
          new RegExp(
            `^${PUBLIC_ORIGIN}/cdn-ecommerce/store_[0-9A-Z]{26}/assets/[a-z0-9]{10}-dsc\\d{6}\\.jpg$`,
          ),
        );
    }
  });

  it('adds a video to one detail gallery, after its images, so the shop learns to skip it', () => {
    const withVideo = products.filter((product) => product.media.some((media) => media.type !== 'image'));
    expect(withVideo.map((product) => product.slug)).toEqual(['manteau-cachemire-double-boutonnage']);
    const last = withVideo[0]?.media.at(-1);
    expect(last).toMatchObject({ type: 'video', order: withVideo[0]?.images.length });
    expect(last?.url).toMatch(/\.mp4$/);
  });

  it('points related products and option values at things that exist', () => {
    const ids = new Set(products.map((product) => product.id));
    const related = products.flatMap((product) => product.related_products ?? []);
    expect(related.length).toBeGreaterThan(0);
    for (const link of related) expect(ids.has(link.related_id)).toBe(true);
    for (const product of products) {
      const variantIds = new Set(product.variants.map((variant) => variant.id));
      for (const value of product.options.flatMap((option) => option.values)) {
        expect(variantIds.has(value.variant_id)).toBe(true);
      }
    }
  });
});
