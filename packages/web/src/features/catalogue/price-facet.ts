import type { CatalogueFacets } from '@aurele/shop-contract';
import { currencySign, formatPrice } from '@aurele/ui/format-price';

/** The price facet of an answer: its range in minor units and its currency. */
export type PriceFacet = NonNullable<CatalogueFacets['price']>;

const decimalDigits = (price: PriceFacet) => price.currency?.decimal_digits ?? 2;

/**
 * The range a price field proposes, in whole units of the currency (the address speaks in them): the lowest
 * price rounded down, the highest rounded up, so both ends are in it.
 */
export function wholePriceRange(price: PriceFacet): { min: number; max: number } {
  const perUnit = 10 ** decimalDigits(price);
  return { min: Math.floor(price.min / perUnit), max: Math.ceil(price.max / perUnit) };
}

/** An amount of the address (« 50 », « 12.5 ») as the shop writes prices, without cents when it has none. */
export function formatAmount(major: number, price: PriceFacet | undefined): string {
  if (!price) return new Intl.NumberFormat('fr-FR').format(major);
  const digits = Number.isInteger(major) ? 0 : decimalDigits(price);
  return formatPrice(Math.round(major * 10 ** digits), price.currency_code, {
    ...price.currency,
    decimal_digits: digits,
  });
}

/** What a price field's label names the unit by: the sign its prices are written with (« € », « ₹ »). */
export function priceSign(price: PriceFacet): string {
  return currencySign(price.currency_code, price.currency);
}
