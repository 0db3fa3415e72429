import { type ReactNode, useId } from 'react';

/** Ids that tie a control to its hint and error, and the `aria-describedby` that lists the ones shown. */
export function useFieldIds(hint: ReactNode, error: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: error ? (true as const) : undefined,
  };
}
