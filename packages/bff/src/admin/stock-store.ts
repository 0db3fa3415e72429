import type { AdminStock } from '@aurele/shop-contract';

/** The whole store's stock as one reading left it: each product's, by id, and when the reading ended. */
export interface StoredStock {
  readAt: number;
  stock: Record<string, AdminStock>;
}

/**
 * Where the edge keeps the whole store's stock for every location (Workers KV: `edge/kv-stock-store.ts`). A request
 * cannot read 20 000 products' stock (about a minute of paced calls outlives its `waitUntil`), so it says the stock
 * is wanted, and the scheduled handler reads it and stores it here.
 */
export interface StockStore {
  /** Tells the scheduled handler that an administrator wants the whole store's stock. */
  want(at: number): Promise<void>;
  /** When it was last wanted, if ever. */
  wantedAt(): Promise<number | undefined>;
  /** The last whole reading, if any. */
  latest(): Promise<StoredStock | undefined>;
  write(stock: StoredStock): Promise<void>;
}
