import type { ReactNode } from 'react';
import type { FillTone } from '../tokens/tone';
import { badge } from './badge.css';

export interface BadgeProps {
  children: ReactNode;
  /** What the label means: `brand` for house messages (« Nouveau »), `critical` for a sale, `neutral` otherwise. */
  tone?: FillTone;
  /** `soft` is the default; `solid` over images (ribbons); `outline` for the quietest labels. */
  variant?: 'soft' | 'solid' | 'outline';
  /** `small` is in small capitals, for ribbons and tags; `medium` reads as a sentence (« Non vérifié »). */
  size?: 'small' | 'medium';
}

/** A short label on a product or a record. For an order's state use StatusBadge; for a number, CountBadge. */
export function Badge({ children, tone = 'neutral', variant = 'soft', size = 'small' }: BadgeProps) {
  return <span className={badge({ tone, variant, size, shape: 'square' })}>{children}</span>;
}
