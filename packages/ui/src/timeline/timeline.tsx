import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { visuallyHidden } from '../styles/visually-hidden.css';
import {
  body,
  list,
  marker,
  meta as metaStyle,
  step as stepStyle,
  title as titleStyle,
} from './timeline.css';

type StepStatus = 'complete' | 'current' | 'upcoming';

export interface TimelineStep {
  id: string;
  title: ReactNode;
  /** A date, a place: « 14 oct. · Bruxelles ». */
  meta?: ReactNode;
  description?: ReactNode;
  status: StepStatus;
}

export interface TimelineProps {
  steps: TimelineStep[];
  /** Names the list for screen readers (« Historique de livraison »). */
  label: string;
  /**
   * Read before each step, since the marker's look is not heard (« Étape terminée », « Étape en cours », « À venir »).
   */
  statusLabels?: Record<StepStatus, string>;
}

/** Steps in order, done or not: an order's tracking, the house's story. */
export function Timeline({ steps, label, statusLabels }: TimelineProps) {
  return (
    <ol className={list} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.id}
          className={stepStyle({ status: step.status })}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className={marker({ status: step.status })} aria-hidden>
            {step.status === 'complete' && <Icon name="check" size="small" />}
          </span>
          <div className={body}>
            <span className={titleStyle({ status: step.status })}>
              {statusLabels && <span className={visuallyHidden}>{statusLabels[step.status]} : </span>}
              {step.title}
            </span>
            {step.meta && <span className={metaStyle}>{step.meta}</span>}
            {step.description && <span className={metaStyle}>{step.description}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
