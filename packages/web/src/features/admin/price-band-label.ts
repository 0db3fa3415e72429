import { formatPrice } from '@aurele/ui/format-price';

/** « 50 € – 100 € », « 1 000 € et plus » for a band key of the BFF (`50-100`, `1000+`), in major units. */
export function priceBandLabel(key: string, currency: string): string {
  // No decimal digits: the amount given is already in whole units.
  const whole = (major: number) => formatPrice(major, currency, { decimal_digits: 0 });
  if (key.endsWith('+')) return `${whole(Number(key.slice(0, -1)))} et plus`;
  const [low, high] = key.split('-').map(Number);
  return `${whole(low ?? 0)} – ${whole(high ?? 0)}`;
}
