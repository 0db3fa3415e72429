import { ErrorState } from '@aurele/ui';
import { loadErrorDetail, loadErrorTitle, retry } from './messages';

/** Why the list could not be loaded, and « Réessayer ». */
export interface ResultsFailure {
  error: unknown;
  retry: () => void;
}

/** The list in its error state (docs/product/data-and-states.md#states-and-transitions): the reason and « Réessayer ». */
export function ResultsFailed({ failure }: { failure: ResultsFailure }) {
  return (
    <ErrorState
      title={loadErrorTitle}
      detail={loadErrorDetail(failure.error)}
      retryLabel={retry}
      onRetry={failure.retry}
    />
  );
}
