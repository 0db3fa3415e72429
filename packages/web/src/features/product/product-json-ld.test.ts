import { describe, expect, it } from 'vitest';
import { aPrice, aProduct, aVariant } from '../../testing/catalogue-fixtures';
import { breadcrumbJsonLd, productJsonLd } from './product-json-ld';

describe('productJsonLd', () => {
  const variant = aVariant({
    sku: 'MA-1',
    price: aPrice(39000, 27300),
    inventory_quantity: 2,
  });
  const product = aProduct({
    title: 'Robe portefeuille',
    description: '<p>Soie lavée.</p>',
    brand: 'maison-aurele',
    images: [{ url: 'https://img.test/robe.svg', order: 1, type: 'image' }],
    variants: [variant],
  });

  it('describes the chosen variant’s offer', () => {
    expect(productJsonLd(product, variant, 'https://shop.test/product/prod_1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Robe portefeuille',
      description: 'Soie lavée.',
      image: ['https://img.test/robe.svg'],
      sku: 'MA-1',
      brand: { '@type': 'Brand', name: 'Maison Aurèle' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/product/prod_1',
        price: '273.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('names the store’s photos on its CDN as one JPEG 1 200 px wide each', () => {
    const onCdn = aProduct({
      images: [
        { url: 'https://cdn.zyrosite.com/cdn-ecommerce/s%2Fassets%2Frobe.jpg', order: 0, type: 'image' },
      ],
    });
    expect(productJsonLd(onCdn, undefined, '').image).toEqual([
      'https://cdn.zyrosite.com/cdn-cgi/image/format=jpeg,width=1200,quality=80,fit=scale-down,onerror=redirect/cdn-ecommerce/s%2Fassets%2Frobe.jpg',
    ]);
  });

  it('says out of stock for a sold-out variant or a product that cannot be bought', () => {
    const soldOut = aVariant({ inventory_quantity: 0 });
    expect(productJsonLd(product, soldOut, '').offers?.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ ...product, purchasable: false }, variant, '').offers?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('offers nothing for a product without a price, and names no sku the store does not give', () => {
    const onRequest = aVariant({ sku: null, price: null });
    const data = productJsonLd({ ...product, variants: [onRequest] }, onRequest, '');
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('sku');
    expect(productJsonLd(product, undefined, '')).toMatchObject({ name: 'Robe portefeuille' });
  });

  it('never calls an unknown stock out of stock', () => {
    const unknown = aVariant({ inventory_quantity: undefined });
    expect(productJsonLd(product, unknown, '').offers?.availability).toBe('https://schema.org/InStock');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail in order, with absolute addresses', () => {
    const absolute = (path: string) => new URL(path, 'https://shop.test').href;
    expect(
      breadcrumbJsonLd(
        [
          { label: 'Accueil', href: '/' },
          { label: 'Femme', href: '/shop?category=femme' },
        ],
        absolute,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Femme', item: 'https://shop.test/shop?category=femme' },
      ],
    });
  });
});
