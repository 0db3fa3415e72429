import { describe, expect, it } from 'vitest';
import { addFormFields, addRequestFrom } from './add-form';

describe('the add-to-cart form read back from /cart', () => {
  it('reads the product, the variant, the quantity and the place the form sent', () => {
    const query = new URLSearchParams({ ...addFormFields('prod_1', 'variant_a', 'panel'), quantity: '3' });
    expect(addRequestFrom(query, 'Cet article')).toEqual({
      productId: 'prod_1',
      variantId: 'variant_a',
      name: 'Cet article',
      quantity: 3,
      from: 'panel',
    });
  });

  it('counts an address that names no product page as sent from a list', () => {
    const tile = new URLSearchParams(addFormFields('prod_1', 'variant_a', 'tile'));
    expect(addRequestFrom(tile, 'x')?.from).toBe('tile');
    expect(addRequestFrom(new URLSearchParams({ add: 'prod_1', variant: 'variant_a' }), 'x')?.from).toBe(
      'tile',
    );
    expect(addRequestFrom(new URLSearchParams({ add: 'p', variant: 'v', from: 'ailleurs' }), 'x')?.from).toBe(
      'tile',
    );
  });

  it.each(['', '0', '-2', '1.5', 'deux', '100'])('counts the quantity « %s » as one', (quantity) => {
    const query = new URLSearchParams({ ...addFormFields('prod_1', 'variant_a', 'tile'), quantity });
    expect(addRequestFrom(query, 'x')?.quantity).toBe(1);
  });

  it('asks for nothing without a product and a variant', () => {
    expect(addRequestFrom(new URLSearchParams(''), 'x')).toBeNull();
    expect(addRequestFrom(new URLSearchParams({ add: 'prod_1' }), 'x')).toBeNull();
  });
});
