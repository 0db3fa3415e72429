import { describe, expect, it } from 'vitest';
import { aCartLine } from '../testing/cart-fixtures';
import { cartSummary, shippingFor } from './cart-totals';

describe('shippingFor', () => {
  it('is free from 150,00 € included', () => {
    expect(shippingFor(15000)).toEqual({ kind: 'free' });
  });

  it('costs 7,90 € below, with what is missing for free delivery', () => {
    expect(shippingFor(14999)).toEqual({ kind: 'flat', costInCents: 790, missingForFreeInCents: 1 });
  });
});

describe('cartSummary', () => {
  it('counts units and adds lines at the price the shopper pays', () => {
    const summary = cartSummary([
      aCartLine({ quantity: 2, variant: { price_in_cents: 5000, sale_price_in_cents: 4000 } }),
      aCartLine({ quantity: 1, variant: { id: 'var_2', price_in_cents: 2500 } }),
    ]);
    expect(summary).toEqual({
      units: 3,
      subtotalInCents: 10500,
      shipping: { kind: 'flat', costInCents: 790, missingForFreeInCents: 4500 },
      totalInCents: 11290,
      currency: 'EUR',
    });
  });

  it('adds no shipping once delivery is free', () => {
    const summary = cartSummary([aCartLine({ quantity: 2, variant: { price_in_cents: 7500 } })]);
    expect(summary.totalInCents).toBe(15000);
    expect(summary.shipping.kind).toBe('free');
  });

  it('applies the euro rule to no other currency: delivery is set on the payment page', () => {
    expect(shippingFor(4900, 'INR')).toEqual({ kind: 'at-checkout' });
    const rupees = { currency: 'INR', currency_display: { decimal_digits: 2 }, price_in_cents: 850000 };
    const summary = cartSummary([aCartLine({ variant: rupees })]);
    expect(summary).toMatchObject({
      subtotalInCents: 850000,
      shipping: { kind: 'at-checkout' },
      totalInCents: 850000,
      currency: 'INR',
      currencyDisplay: { decimal_digits: 2 },
    });
  });
});
