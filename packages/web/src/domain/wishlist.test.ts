import { describe, expect, it } from 'vitest';
import { aPrice, aProduct, aVariant } from '../testing/catalogue-fixtures';
import { wishlistItemFor } from './wishlist';

describe('wishlistItemFor', () => {
  const chosen = aVariant({
    id: 'var_s',
    price: aPrice(20000, 15000),
    image_url: null,
  });
  const product = aProduct({ id: 'p', title: 'Sac', brand: 'versace', variants: [aVariant(), chosen] });

  it('keeps the displayed variant when none is chosen', () => {
    expect(wishlistItemFor(product)).toEqual({
      productId: 'p',
      variantId: 'var_1',
      name: 'Sac',
      brand: 'Versace',
      priceInCents: 12000,
      currency: 'EUR',
      currencyDisplay: { code: 'EUR', symbol: '€', template: '$1 €', decimal_digits: 2 },
      image: 'https://cdn.example.test/produit.jpg',
    });
  });

  it('keeps the chosen variant at the price the shopper pays', () => {
    const item = wishlistItemFor(product, chosen);
    expect(item.variantId).toBe('var_s');
    expect(item.priceInCents).toBe(15000);
    expect(item.image).toBe('https://cdn.example.test/produit.jpg');
  });
});
