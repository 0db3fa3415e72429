/**
 * The clicks worth keeping before the app runs: on a control that needs the app — a heart, a gallery arrow, a tab,
 * the chat launcher. Links and form submits work without a script; their clicks already did their work.
 */
const controls =
  'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="combobox"]';

const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/** A form's submit button and a control inside a link or a `<summary>` already did their work. */
function worksWithoutScript(control: HTMLElement) {
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return true;
  return control.closest('a[href], summary') !== null;
}

/** The control a click landed on, if it needs the app to answer it. */
export function controlNeedingApp(event: MouseEvent): HTMLElement | null {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
  return control && !worksWithoutScript(control) ? control : null;
}

/**
 * Clicks the control again, now that its handler is there. A control an earlier click re-drew (the list view
 * re-draws every card's heart) is found again by its name; one that is gone is left alone.
 */
export function clickAgain(control: HTMLElement): () => void {
  const name = nameOf(control);
  return () => {
    const again = control.isConnected
      ? control
      : name
        ? [...document.querySelectorAll<HTMLElement>(controls)].find((other) => nameOf(other) === name)
        : undefined;
    again?.click();
  };
}
