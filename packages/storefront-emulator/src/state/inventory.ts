import type { Catalogue } from '../catalogue/catalogue.js';

export interface StockRequest {
  readonly variantId: string;
  readonly quantity: number;
}

/** A variant that cannot be served: how many were asked for and how many remain. */
export interface Shortage {
  readonly variantId: string;
  readonly requested: number;
  readonly available: number;
}

/** Live stock of the inventory-managed variants: starts at the seed's quantities, paid checkouts take from it. */
export class Inventory {
  readonly #initial: ReadonlyMap<string, number>;
  #current: Map<string, number>;

  constructor(catalogue: Catalogue) {
    const initial = new Map<string, number>();
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        if (variant.manage_inventory && variant.stock !== null) initial.set(variant.id, variant.stock);
      }
    }
    this.#initial = initial;
    this.#current = new Map(initial);
  }

  /** The quantity on hand, or null for a variant that does not manage inventory. */
  quantity(variantId: string): number | null {
    return this.#current.get(variantId) ?? null;
  }

  /** The requests (lines of the same variant added up) that exceed what is on hand. */
  shortages(requests: readonly StockRequest[]): Shortage[] {
    const totals = new Map<string, number>();
    for (const { variantId, quantity } of requests)
      totals.set(variantId, (totals.get(variantId) ?? 0) + quantity);
    return [...totals].flatMap(([variantId, requested]) => {
      const available = this.quantity(variantId);
      return available !== null && requested > available ? [{ variantId, requested, available }] : [];
    });
  }

  /** Takes every request or none: the shortages that prevented it, or an empty list once taken. */
  take(requests: readonly StockRequest[]): Shortage[] {
    const shortages = this.shortages(requests);
    if (shortages.length > 0) return shortages;
    for (const { variantId, quantity } of requests) {
      const available = this.#current.get(variantId);
      if (available !== undefined) this.#current.set(variantId, available - quantity);
    }
    return [];
  }

  reset(): void {
    this.#current = new Map(this.#initial);
  }
}
