import type { AdminStockFreshness } from '@aurele/shop-contract';
import { adminMessages } from './messages';

const { stock: words } = adminMessages.products;
const relative = new Intl.RelativeTimeFormat('fr', { style: 'short' });

/** « Stock relevé il y a 3 min », « … il y a 2 h », while reading how far it is, before any reading what starts one. */
export function stockFreshness(freshness: AdminStockFreshness, now: number): string {
  if (freshness.reading) return words.reading(freshness.reading.read, freshness.reading.total);
  if (freshness.readAt === null) return words.never;
  const minutes = Math.floor((now - freshness.readAt) / 60_000);
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.readAgo(relative.format(-minutes, 'minute'));
  return words.readAgo(relative.format(-Math.floor(minutes / 60), 'hour'));
}
