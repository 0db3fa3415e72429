import {
  ADMIN_PAGE_SIZE,
  type AdminFigures,
  type AdminProductsAnswer,
  type AdminProductsQuery,
} from '@aurele/shop-contract';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';
import { reasonOf } from '../catalogue/single-read.js';
import type { WarnLog } from '../http/warn-log.js';
import { queryAdminProducts } from './admin-query.js';
import { adminRow } from './admin-row.js';
import { catalogueFigures } from './catalogue-figures.js';
import { productsCsv } from './products-csv.js';
import type { StockBook } from './stock-book.js';

export interface AdminCatalogueDeps {
  /** The catalogue index the shop queries. */
  index: () => Promise<CatalogueIndex>;
  stock: StockBook;
  warn: WarnLog;
}

/** A stock filter or sort reads every product's stock, so the whole store is read for it. */
const needsWholeStore = (query: AdminProductsQuery) =>
  query.sort === 'stock' ||
  query.sort === 'status' ||
  query.filters.some((filter) => filter === 'sold-out' || filter === 'low-stock');

/**
 * The administrator's catalogue: the shop's own index, queried with the dashboard's filters and sorts, with the
 * stock of what is shown (and of the whole store when a filter needs it) from the stock book.
 */
export function adminCatalogue({ index, stock, warn }: AdminCatalogueDeps) {
  const lookup = (productId: string) => stock.stock(productId);

  async function matching(query: AdminProductsQuery) {
    const current = await index();
    const { entries } = current.snapshot;
    if (needsWholeStore(query)) await stock.readStore(entries);
    const positions = queryAdminProducts(current, query, lookup);
    return { entries, positions };
  }

  return {
    /** One page of 50 rows, the stock of each read within the last minute. */
    async products(query: AdminProductsQuery): Promise<AdminProductsAnswer> {
      const { entries, positions } = await matching(query);
      const start = (query.page - 1) * ADMIN_PAGE_SIZE;
      const shown = positions.slice(start, start + ADMIN_PAGE_SIZE).map((p) => entries[p] as CatalogueEntry);
      // Without the storefront's stock the catalogue still answers: the rows' stock then reads « inconnu ».
      await stock.readRows(shown).catch((error: unknown) => {
        warn('stock-not-read', { reason: reasonOf(error) });
      });
      return {
        query,
        total: positions.length,
        catalogueTotal: entries.length,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        rows: shown.map((entry) => adminRow(entry, lookup(entry.tile.id))),
        stock: stock.freshness(),
      };
    },
    /** Every row of the query (its page aside) as CSV, with the stock as last read. */
    async csv(query: AdminProductsQuery): Promise<string> {
      const { entries, positions } = await matching(query);
      return productsCsv(
        positions.map((position) => {
          const entry = entries[position] as CatalogueEntry;
          return adminRow(entry, lookup(entry.tile.id));
        }),
      );
    },
    /** The catalogue's figures; the stock's once the whole store has been read (asked here if need be). */
    async figures(): Promise<AdminFigures> {
      const current = await index();
      await stock.readStore(current.snapshot.entries);
      return catalogueFigures(current, lookup, stock.freshness());
    },
  };
}

export type AdminCatalogue = ReturnType<typeof adminCatalogue>;
