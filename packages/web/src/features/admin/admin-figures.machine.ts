import type { AdminFigures } from '@aurele/shop-contract';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { adminApi } from '../../storefront/admin-api';
import { STOCK_POLL_MS } from './stock-poll';

/**
 * « Analyses »'s catalogue figures, fetched when the tab opens, and again while the BFF reads the whole store's
 * stock, so the sold-out figures appear once it is read and its freshness counts up.
 */
export const adminFiguresMachine = resourceMachine<AdminFigures>((_, signal) => adminApi.figures(signal), {
  while: (figures) => figures.stock.reading !== null,
  everyMs: STOCK_POLL_MS,
});
