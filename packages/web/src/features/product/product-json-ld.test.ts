import { describe, expect, it } from 'vitest';
import { aProduct, aVariant } from '../../testing/catalogue-fixtures';
import { jsonLdText, productJsonLd } from './product-json-ld';

describe('productJsonLd', () => {
  const variant = aVariant({
    sku: 'MA-1',
    price_in_cents: 39000,
    sale_price_in_cents: 27300,
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

  it('says out of stock for a sold-out variant or a product that cannot be bought', () => {
    const soldOut = aVariant({ inventory_quantity: 0 });
    expect(productJsonLd(product, soldOut, '').offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ ...product, purchasable: false }, variant, '').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
