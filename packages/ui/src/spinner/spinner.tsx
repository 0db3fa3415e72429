import { visuallyHidden } from '../styles/visually-hidden.css';
import type { Tone } from '../tokens/tone';
import { spinner, wrapper } from './spinner.css';

export interface SpinnerProps {
  /** `small` inside buttons and fields, `medium` in a card, `large` for a whole region. */
  size?: 'small' | 'medium' | 'large';
  /** Without one, the surrounding text colour (inside a button); `brand` and `secondary` stand alone. */
  tone?: Extract<Tone, 'brand' | 'secondary'>;
  /** Announced politely to screen readers (« Chargement des produits »). Leave it out inside a busy button. */
  label?: string;
}

/** Something is on its way. Prefer a Skeleton when the shape of the content is known. */
export function Spinner({ size = 'medium', tone, label }: SpinnerProps) {
  const circle = <span className={spinner({ size, tone })} aria-hidden />;
  if (!label) return circle;
  return (
    <span role="status" className={wrapper}>
      {circle}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
