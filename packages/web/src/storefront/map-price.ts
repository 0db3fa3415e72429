import type { Price } from '@aurele/storefront-contract';
import type { PriceTag } from '../domain/product';

/** A storefront price in the shop's terms (the code upper-cased); none is a price « sur demande ». */
export function toPriceTag(price: Price | null | undefined): PriceTag | null {
  if (!price) return null;
  const code = price.currency_code.toUpperCase();
  return {
    price_in_cents: price.amount,
    sale_price_in_cents: price.sale_amount ?? null,
    currency: code,
    currency_info: { ...price.currency, code },
  };
}
