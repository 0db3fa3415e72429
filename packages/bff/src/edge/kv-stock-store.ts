import type { StockStore, StoredStock } from '../admin/stock-store.js';
import { gunzipJson, gzipJson } from '../cache/gzip-json.js';
import type { KvNamespace } from './kv-catalogue-store.js';

const WANTED_KEY = 'stock/wanted';
const LATEST_KEY = 'stock/latest';
/** KV's shortest edge cache: a dashboard asking every 2 s reads the central store at most twice a minute. */
const CACHE_SECONDS = 30;

/**
 * The whole store's stock in Workers KV, beside the catalogue index: gzipped JSON (about 440 KB at 20 000
 * products), and the time an administrator last wanted it, which the scheduled handler reads.
 */
export function kvStockStore(kv: KvNamespace): StockStore {
  return {
    async want(at) {
      await kv.put(WANTED_KEY, String(at));
    },
    async wantedAt() {
      const text = await kv.get(WANTED_KEY, { type: 'text' });
      return text ? Number(text) : undefined;
    },
    async latest() {
      const bytes = await kv.get(LATEST_KEY, { type: 'arrayBuffer', cacheTtl: CACHE_SECONDS });
      return bytes ? ((await gunzipJson(new Uint8Array(bytes))) as StoredStock) : undefined;
    },
    async write(stock) {
      await kv.put(LATEST_KEY, await gzipJson(stock));
    },
  };
}
