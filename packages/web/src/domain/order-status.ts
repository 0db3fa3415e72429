/** The tones an order status badge takes: the design system's StatusBadge accepts them. */
export type OrderStatusTone = 'positive' | 'info' | 'caution' | 'neutral';

/**
 * SPEC §4 badge colours: Livré green, Expédié blue, En préparation yellow, anything else grey. The one place the
 * mapping lives; feminine and plural forms (« Expédiée ») read the same.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  const word = status.trim().toLowerCase();
  if (word.startsWith('livré')) return 'positive';
  if (word.startsWith('expédié')) return 'info';
  if (word === 'en préparation') return 'caution';
  return 'neutral';
}
