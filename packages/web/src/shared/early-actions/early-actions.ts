import { clickAgain, controlNeedingApp } from './early-click';
import { formSentByAppOnly, submitAgain } from './early-submit';
import { type Field, fieldOf, fieldsChangedSincePainted, handToTheApp } from './early-typing';
import { whenEventReachesTarget } from './reaches-target';

/**
 * What a shopper does on the painted page before the app has taken it over (DESIGN.md « Rendering »): a click on a
 * control that needs the app, text typed into a form the server drew, the submit of a form only the app sends. The
 * page's first small script keeps them, and the app does them again, in order, once the page — its lazily loaded
 * module included — has hydrated: until then React drops a click on it, and a re-render of a field wipes what was
 * typed. Links and the submits of forms with an action need none of this: they work without a script.
 */

interface EarlyAction {
  /** The field typed into: only its last value counts. */
  field?: Field;
  redo: () => void;
}

const pending: EarlyAction[] = [];
let appListens = false;

function keepClick(event: MouseEvent) {
  const control = controlNeedingApp(event);
  if (!control) return;
  const action: EarlyAction = { redo: clickAgain(control) };
  pending.push(action);
  // React answered it: nothing to do again.
  if (appListens) whenEventReachesTarget(event, () => forget(action));
}

/** Sent to the page itself, such a form would load it again, empty: it is sent again once the app can send it. */
function keepSubmit(event: SubmitEvent) {
  const form = formSentByAppOnly(event);
  if (!form) return;
  event.preventDefault();
  const action: EarlyAction = { redo: submitAgain(form, event.submitter) };
  pending.push(action);
  if (appListens) whenEventReachesTarget(event, () => forget(action));
}

/**
 * Every change of a field is kept, even one the app has heard: React may hear a keystroke while it hydrates the
 * field, too late to see its value. What the app already holds is not handed to it again (`handToTheApp`).
 */
function keepTyping(event: Event) {
  const field = fieldOf(event.target);
  if (!field) return;
  for (const earlier of pending.filter((action) => action.field === field)) forget(earlier);
  pending.push({ field, redo: handToTheApp(field) });
}

function forget(action: EarlyAction) {
  const index = pending.indexOf(action);
  if (index >= 0) pending.splice(index, 1);
}

/** The page's first script: from now on, until the page has hydrated. */
export function keepEarlyActions() {
  for (const field of fieldsChangedSincePainted()) pending.push({ field, redo: handToTheApp(field) });
  document.addEventListener('click', keepClick, true);
  document.addEventListener('input', keepTyping, true);
  document.addEventListener('submit', keepSubmit, true);
}

/** Called once hydration has started: React answers the clicks it can from then on. */
export function noteTheAppListens() {
  appListens = true;
}

/**
 * The page has hydrated: React answers everything from now on, and the kept actions are done again, one React
 * render apart, starting after the re-render that shows what only the browser knows (`useHydrated`), which they
 * may act on.
 */
export function replayEarlyActions() {
  document.removeEventListener('click', keepClick, true);
  document.removeEventListener('input', keepTyping, true);
  document.removeEventListener('submit', keepSubmit, true);
  setTimeout(replayNext);
}

function replayNext() {
  const action = pending.shift();
  if (!action) return;
  action.redo();
  setTimeout(replayNext);
}
