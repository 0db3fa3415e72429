import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// fr-FR groups thousands with a narrow no-break space and puts a no-break space before the symbol.
const narrowSpace = '\u202F';
const noBreakSpace = '\u00A0';

describe('formatPrice', () => {
  it('writes euro cents the French way', () => {
    expect(formatPrice(123450)).toBe(`1${narrowSpace}234,50${noBreakSpace}€`);
    expect(formatPrice(790)).toBe(`7,90${noBreakSpace}€`);
    expect(formatPrice(0)).toBe(`0,00${noBreakSpace}€`);
  });

  it('accepts the lower-case codes the storefront sends', () => {
    expect(formatPrice(35000, 'eur')).toBe(`350,00${noBreakSpace}€`);
  });

  it('reads minor units from the currency', () => {
    expect(formatPrice(1500, 'JPY')).toBe(`1${narrowSpace}500${noBreakSpace}JPY`);
    expect(formatPrice(1999, 'USD')).toBe(`19,99${noBreakSpace}$US`);
  });

  it('refuses a malformed currency code', () => {
    expect(() => formatPrice(100, 'euro')).toThrow(RangeError);
  });
});
