/**
 * Clicks a shopper makes on the painted page before the app has taken it over (DESIGN.md « Rendering »). Links
 * and forms work without a script; any other control — a heart, a gallery arrow, a variant chip, the chat
 * launcher — reaches no handler until hydration, so its clicks are kept here, by the page's first small script,
 * and replayed in order once the app owns the page. Once hydration starts React handles clicks itself.
 */
const pending: { control: HTMLElement; name: string }[] = [];

const controls =
  'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="combobox"]';

function keep(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
  if (control && !worksWithoutScript(control)) pending.push({ control, name: nameOf(control) });
}

const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/** A form's submit button and a control inside a link or a `<summary>` already did their work. */
function worksWithoutScript(control: HTMLElement) {
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return true;
  return control.closest('a[href], summary') !== null;
}

function sameNamed(name: string) {
  if (!name) return undefined;
  return [...document.querySelectorAll<HTMLElement>(controls)].find((other) => nameOf(other) === name);
}

export function recordEarlyClicks() {
  document.addEventListener('click', keep, true);
}

/** Called just before hydration starts: from then on a click reaches React, which replays its own. */
export function stopRecordingEarlyClicks() {
  document.removeEventListener('click', keep, true);
}

/**
 * Clicks the kept controls again, now that their handlers are there, one React render apart. A control an earlier
 * click re-drew (the list view re-draws every card's heart) is found again by its name.
 */
export function replayEarlyClicks() {
  const kept = pending.shift();
  if (!kept) return;
  const control = kept.control.isConnected ? kept.control : sameNamed(kept.name);
  control?.click();
  setTimeout(replayEarlyClicks);
}
