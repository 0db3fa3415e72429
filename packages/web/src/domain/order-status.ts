import type { FillTone } from '@aurele/ui';

/** The tones an order status badge takes, from the design system's `tone` vocabulary (StatusBadge's). */
export type OrderStatusTone = Extract<FillTone, 'positive' | 'info' | 'caution' | 'neutral'>;

/** Tracking steps of a parcel already on its way: they read as « Expédié ». */
const onItsWay = new Set(['colis expédié', 'en transit', 'en cours de livraison']);

/**
 * docs/product/data-and-states.md#states-and-transitions badge colours: Livré green, Expédié blue, En préparation
 * yellow, anything else grey. The one place the mapping lives, for orders, tracked parcels and the dashboard; feminine
 * forms (« Expédiée ») read the same.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  const word = status.trim().toLowerCase();
  if (word.startsWith('livré')) return 'positive';
  if (word.startsWith('expédié') || onItsWay.has(word)) return 'info';
  if (word === 'en préparation') return 'caution';
  return 'neutral';
}
