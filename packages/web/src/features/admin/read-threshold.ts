import { ADMIN_QUERY_BOUNDS } from '@aurele/shop-contract';

/** The « stock faible » threshold typed: a whole number of units within the BFF's bounds, else undefined. */
export function readThreshold(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= ADMIN_QUERY_BOUNDS.maxThreshold ? value : undefined;
}
