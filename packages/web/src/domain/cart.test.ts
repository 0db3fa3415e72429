import { describe, expect, it } from 'vitest';
import { aCartLine } from '../testing/cart-fixtures';
import { aCartableVariant, aPrice, aProduct, aVariant } from '../testing/catalogue-fixtures';
import {
  addToCart,
  type CartChange,
  type CartLine,
  cartableVariant,
  cartLineFor,
  checkoutItems,
  MAX_CART_LINES,
  removeLine,
  setLineQuantity,
} from './cart';

function linesOf(change: CartChange): CartLine[] {
  if (!change.ok) throw new Error(`refused: ${change.refusal.kind}`);
  return change.lines;
}

describe('cartLineFor', () => {
  it('snapshots the product with its brand name and the variant’s image', () => {
    const variant = aCartableVariant({ id: 'v', image_url: 'https://cdn.example.test/v.jpg' });
    const line = cartLineFor(aProduct({ brand: 'dolce-gabbana', variants: [variant] }), variant, 2);
    expect(line.product.brand).toBe('Dolce & Gabbana');
    expect(line.product.image).toBe('https://cdn.example.test/v.jpg');
    expect(line.variant.id).toBe('v');
    expect(line.quantity).toBe(2);
  });

  it('falls back to the product image', () => {
    const variant = aCartableVariant();
    expect(cartLineFor(aProduct(), variant, 1).product.image).toBe('https://cdn.example.test/produit.jpg');
  });
});

describe('cartableVariant', () => {
  it('takes a priced variant whose stock is known, an untracked one included', () => {
    expect(cartableVariant(aVariant({ inventory_quantity: 0 }))?.inventory_quantity).toBe(0);
    const untracked = aVariant({ manage_inventory: false, inventory_quantity: undefined });
    expect(cartableVariant(untracked)?.inventory_quantity).toBeNull();
  });

  it('takes no variant without a price, nor one whose stock is still unknown', () => {
    expect(cartableVariant(aVariant({ price: null }))).toBeNull();
    expect(cartableVariant(aVariant({ inventory_quantity: undefined }))).toBeNull();
  });

  it('snapshots the price with how the store writes its currency', () => {
    const rupees = {
      ...aPrice(850000),
      currency: 'INR',
      currency_info: { code: 'INR', decimal_digits: 2 },
    };
    const line = cartLineFor(aProduct(), aCartableVariant({ price: rupees }), 1);
    expect(line.variant).toMatchObject({ price_in_cents: 850000, currency: 'INR' });
    expect(line.variant.currency_display).toEqual({ code: 'INR', decimal_digits: 2 });
  });
});

describe('addToCart', () => {
  it('appends a new variant', () => {
    const lines = linesOf(addToCart([aCartLine()], aCartLine({ variant: { id: 'var_2' } })));
    expect(lines.map((line) => line.variant.id)).toEqual(['var_1', 'var_2']);
  });

  it('merges the same variant and keeps the fresher snapshot', () => {
    const lines = linesOf(
      addToCart([aCartLine({ quantity: 2 })], aCartLine({ quantity: 1, variant: { price_in_cents: 9500 } })),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[0]?.variant.price_in_cents).toBe(9500);
  });

  it('refuses more than the stock of an inventory-managed variant, counting what the cart holds', () => {
    const change = addToCart([aCartLine({ quantity: 4 })], aCartLine({ quantity: 2 }));
    expect(change).toEqual({
      ok: false,
      refusal: { kind: 'stock', productTitle: 'Chemise Oxford', variantTitle: 'M', remaining: 5 },
    });
  });

  it('accepts exactly the stock', () => {
    expect(linesOf(addToCart([aCartLine({ quantity: 4 })], aCartLine()))[0]?.quantity).toBe(5);
  });

  it('refuses a sold-out variant', () => {
    const change = addToCart([], aCartLine({ variant: { inventory_quantity: 0 } }));
    expect(change.ok).toBe(false);
  });

  it('does not limit a variant without inventory below 99 units', () => {
    const free = { manage_inventory: false, inventory_quantity: null };
    expect(linesOf(addToCart([], aCartLine({ quantity: 99, variant: free })))[0]?.quantity).toBe(99);
    expect(addToCart([], aCartLine({ quantity: 100, variant: free }))).toEqual({
      ok: false,
      refusal: { kind: 'line-quantity', max: 99 },
    });
  });

  it('refuses a 51st line but still merges into one of the 50', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => aCartLine({ variant: { id: `v${i}` } }));
    expect(addToCart(full, aCartLine({ variant: { id: 'extra' } }))).toEqual({
      ok: false,
      refusal: { kind: 'line-count', max: 50 },
    });
    expect(linesOf(addToCart(full, aCartLine({ variant: { id: 'v0' } })))[0]?.quantity).toBe(2);
  });
});

describe('setLineQuantity', () => {
  const lines = [aCartLine(), aCartLine({ variant: { id: 'var_2' } })];

  it('sets the quantity of one line', () => {
    expect(linesOf(setLineQuantity(lines, 'var_2', 3)).map((line) => line.quantity)).toEqual([1, 3]);
  });

  it('removes the line below 1', () => {
    expect(linesOf(setLineQuantity(lines, 'var_1', 0)).map((line) => line.variant.id)).toEqual(['var_2']);
  });

  it('refuses a quantity beyond the stock', () => {
    expect(setLineQuantity(lines, 'var_1', 6).ok).toBe(false);
  });

  it('leaves the cart as it is for an unknown variant', () => {
    expect(linesOf(setLineQuantity(lines, 'nope', 2))).toEqual(lines);
  });
});

describe('removeLine and checkoutItems', () => {
  it('remove one variant and list the items to pay', () => {
    const lines = [aCartLine({ quantity: 2 }), aCartLine({ variant: { id: 'var_2' } })];
    expect(checkoutItems(removeLine(lines, 'var_1'))).toEqual([{ variant_id: 'var_2', quantity: 1 }]);
  });
});
