import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { StatePanel } from '../empty-state/state-panel';
import { Inline } from '../inline/inline';
import { detail as detailStyle } from './error-state.css';

export interface ErrorStateProps {
  /** What went wrong, in the shopper's words (« Impossible de charger les produits »). */
  title: ReactNode;
  message?: ReactNode;
  /** The technical text, verbatim and discreet (« HTTP 503: Service Unavailable »). */
  detail?: ReactNode;
  /** The retry button's words (« Réessayer »); shown with `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Another way out, such as a link back to the shop. */
  action?: ReactNode;
  /** 2 by default; 1 when the error is the whole page (a product that could not load), 3 inside a section. */
  headingLevel?: 1 | 2 | 3;
}

/** A region that could not load. It is announced when it appears, and offers to try again. */
export function ErrorState({
  title,
  message,
  detail,
  retryLabel,
  onRetry,
  action,
  headingLevel = 2,
}: ErrorStateProps) {
  const retry = onRetry && retryLabel && (
    <Button variant="secondary" icon="return" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  return (
    <StatePanel
      role="alert"
      tone="critical"
      icon="alert"
      title={title}
      description={message}
      extra={detail && <code className={detailStyle}>{detail}</code>}
      actions={
        (retry || action) && (
          <Inline space="medium" align="center">
            {retry}
            {action}
          </Inline>
        )
      }
      headingLevel={headingLevel}
    />
  );
}
