import type { ReactNode } from 'react';
import { badge, dot } from '../badge/badge.css';
import type { FillTone } from '../tokens/tone';

export interface StatusBadgeProps {
  /** The state's wording, from the app (« Livré », « Expédié », « En préparation »). */
  children: ReactNode;
  /**
   * The app maps each state to a tone: `positive` (delivered, green), `info` (shipped, blue), `caution`
   * (in preparation, yellow), `neutral` (anything else, grey), `critical` for failures.
   */
  tone: FillTone;
}

/** Where an order, a return or an account stands. The dot repeats the tone; the words carry the meaning. */
export function StatusBadge({ children, tone }: StatusBadgeProps) {
  return (
    <span className={badge({ tone, variant: 'soft', size: 'medium', shape: 'pill' })}>
      <span className={dot[tone]} aria-hidden />
      {children}
    </span>
  );
}
