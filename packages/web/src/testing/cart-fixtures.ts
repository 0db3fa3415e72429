import type { CartLine } from '../domain/cart';

/** A cart line for tests and stories: one unit of a stocked euro variant, overridden where a case needs it. */
export function aCartLine(
  overrides: {
    product?: Partial<CartLine['product']>;
    variant?: Partial<CartLine['variant']>;
    quantity?: number;
  } = {},
): CartLine {
  return {
    product: {
      id: 'prod_1',
      title: 'Chemise Oxford',
      image: null,
      brand: 'Maison Aurèle',
      ...overrides.product,
    },
    variant: {
      id: 'var_1',
      title: 'M',
      price_in_cents: 9000,
      sale_price_in_cents: null,
      currency: 'EUR',
      manage_inventory: true,
      inventory_quantity: 5,
      ...overrides.variant,
    },
    quantity: overrides.quantity ?? 1,
  };
}
