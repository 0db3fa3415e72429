import type { StockStore, StoredStock } from '../admin/stock-store.js';

/** The edge's global store of the stock, in memory, with what was asked of it. */
export function memoryStockStore(initial?: StoredStock) {
  const kept: { latest?: StoredStock; wantedAt?: number; wants: number } = { latest: initial, wants: 0 };
  const store: StockStore = {
    async want(at) {
      kept.wantedAt = at;
      kept.wants += 1;
    },
    wantedAt: async () => kept.wantedAt,
    latest: async () => kept.latest,
    async write(stock) {
      kept.latest = stock;
    },
  };
  return { store, kept };
}
