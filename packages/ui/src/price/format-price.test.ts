import { describe, expect, it } from 'vitest';
import { type CurrencyDisplay, currencySign, formatPrice } from './format-price';

// fr-FR groups thousands with a narrow no-break space and puts a no-break space before the symbol.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const unknownCurrency: CurrencyDisplay = { symbol: 'Au', template: '$1 Au', decimal_digits: 2 };

describe('formatPrice', () => {
  it('writes euros the French way', () => {
    expect(formatPrice(123450, 'EUR')).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('writes euros as Intl does, in the digits given or else two', () => {
    for (const amount of [0, 5, 790, 123450, 99_999_999, -1250]) {
      expect(formatPrice(amount, 'EUR')).toBe(
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount / 100),
      );
    }
    const wholeEuros = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    expect(formatPrice(15050 / 100, 'EUR', { decimal_digits: 0 })).toBe(wholeEuros.format(150.5));
  });

  it('defaults to the euro and accepts the storefront’s lowercase codes', () => {
    expect(formatPrice(790)).toBe(`7,90${NBSP}€`);
    expect(formatPrice(790, 'eur')).toBe(`7,90${NBSP}€`);
  });

  it('uses Intl for any currency it knows, ignoring the storefront template', () => {
    expect(formatPrice(1999, 'USD', { symbol: '$', template: '$$1', decimal_digits: 2 })).toBe(
      `19,99${NBSP}$US`,
    );
  });

  it('writes any currency Intl knows with its own sign, in the digits given or else its own', () => {
    expect(formatPrice(850000, 'inr', { symbol: 'Rs', template: '₹$1', decimal_digits: 2 })).toBe(
      `8${NNBSP}500,00${NBSP}₹`,
    );
    expect(formatPrice(850000, 'INR', { symbol: 'Rs' })).toBe(`8${NNBSP}500,00${NBSP}₹`);
  });

  it('reads the amount in the currency’s own minor units', () => {
    expect(formatPrice(1500, 'JPY')).toBe(`1${NNBSP}500${NBSP}JPY`);
    expect(formatPrice(1500, 'KWD', { symbol: 'KD', template: '$1 KD', decimal_digits: 3 })).toBe(
      `1,500${NBSP}KWD`,
    );
  });

  it('falls back to the storefront template for a code Intl does not know', () => {
    expect(formatPrice(250075, 'XZZ', unknownCurrency)).toBe(`2${NNBSP}500,75 Au`);
  });

  it('falls back to the symbol, then the code, when there is no usable template', () => {
    expect(formatPrice(100, 'XZZ', { ...unknownCurrency, template: '' })).toBe('1,00 Au');
    expect(formatPrice(100, 'XZZ')).toBe('1,00 XZZ');
  });
});

describe('currencySign', () => {
  it('names a currency by the sign its prices are written with', () => {
    expect(currencySign()).toBe('€');
    // The euro's, as Intl writes it.
    const euroParts = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).formatToParts(0);
    expect(currencySign('eur')).toBe(euroParts.find((part) => part.type === 'currency')?.value);
    expect(currencySign('inr', { symbol: 'Rs' })).toBe('₹');
    expect(currencySign('USD', { symbol: '$' })).toBe('$US');
    expect(currencySign('XZZ', unknownCurrency)).toBe('Au');
    expect(currencySign('XZZ')).toBe('XZZ');
  });
});
