import type { Tone } from '../tokens/tone';
import { countBadge } from './count-badge.css';

export interface CountBadgeProps {
  count: number;
  /** Above it, the badge shows `max+` (99+) so it never outgrows its icon. */
  max?: number;
  tone?: Extract<Tone, 'brand' | 'neutral' | 'critical'>;
}

/**
 * A small number on an icon: articles in the cart, items in the wishlist. Nothing shows at zero. The number is
 * decoration: say the count in the control's own label (« Panier, 3 articles »).
 */
export function CountBadge({ count, max = 99, tone = 'brand' }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={countBadge({ tone })} aria-hidden>
      {count > max ? `${max}+` : count}
    </span>
  );
}
