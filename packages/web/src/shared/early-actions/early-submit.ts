/**
 * The form a submit sends, if only the app can send it: one with no `action` of its own (sign-in, registration),
 * which the browser would send to the page itself. A form with an action is a real GET that works alone.
 */
export function formSentByAppOnly(event: SubmitEvent): HTMLFormElement | null {
  const form = event.target;
  return form instanceof HTMLFormElement && !form.hasAttribute('action') ? form : null;
}

/** Sends the form again, now that its handler is there, with the button that sent it; a form that is gone is not. */
export function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  return () => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  };
}
