import { readWantedStock } from '../admin/read-wanted-stock.js';
import type { CatalogueTables } from '../catalogue/catalogue-tables.js';
import { refreshStoredIndex } from '../catalogue/store-new-index.js';
import { createRedactor } from '../http/redact.js';
import { warnLog } from '../http/warn-log.js';
import { createStorefrontClient } from '../storefront/client.js';
import { type KvNamespace, kvCatalogueStore } from './kv-catalogue-store.js';
import { kvStockStore } from './kv-stock-store.js';
import { workerConfig } from './worker-config.js';

/** The bindings the scheduled read needs: the configuration's variables and the index's KV namespace. */
export interface ScheduledEnv {
  CATALOGUE: KvNamespace;
  [variable: string]: unknown;
}

/**
 * The worker's Cron Trigger (`triggers.crons` in wrangler.jsonc): the store read once for every location and the index
 * written to KV; then, while an administrator wants it, the whole store's stock, written to KV too. `tables` are the
 * web build's, as the app's. A bad configuration is logged, by name only.
 */
export async function scheduledRefresh(
  env: ScheduledEnv,
  tables: CatalogueTables,
  log: (line: string) => void = console.log,
): Promise<void> {
  let config: ReturnType<typeof workerConfig>;
  try {
    config = workerConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return;
  }
  const { apiUrl, storeId } = config.storefront;
  const reader = {
    storefront: createStorefrontClient(config.storefront),
    warn: warnLog(log, createRedactor(apiUrl, storeId)),
    tables,
    now: Date.now,
  };
  const snapshot = await refreshStoredIndex(reader, kvCatalogueStore(env.CATALOGUE));
  if (snapshot) await readWantedStock(reader, snapshot.entries, kvStockStore(env.CATALOGUE));
}
