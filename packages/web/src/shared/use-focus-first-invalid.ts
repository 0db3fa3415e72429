import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a refused submit, the focus goes to the form's first field marked invalid, so its reason is read with it —
 * once the render that marks it has happened (in the submit itself, no field is marked yet). Returns what a refusal
 * calls.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, form]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}
