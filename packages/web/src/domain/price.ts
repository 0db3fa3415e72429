/** Anything with a regular and an optional sale price: products, variants, cart snapshots. */
export interface Priced {
  price_in_cents: number;
  sale_price_in_cents: number | null;
}

/** What the shopper pays: the sale price when there is one. */
export function payablePrice(item: Priced): number {
  return item.sale_price_in_cents ?? item.price_in_cents;
}

export function isOnSale(item: Priced): boolean {
  return item.sale_price_in_cents !== null;
}
