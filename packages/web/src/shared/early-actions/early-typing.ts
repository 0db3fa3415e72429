/** A field a shopper fills in: text, a box to tick, a list to choose from. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no typing of the shopper's. */
const notTyped = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

export function fieldOf(target: EventTarget | null): Field | null {
  if (target instanceof HTMLInputElement) return notTyped.has(target.type) ? null : target;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ? target : null;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The field no longer holds what the page's HTML put in it. */
function changedSincePainted(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  // A radio button left for another one is told by the other.
  if (isCheckable(field)) return field.checked && !field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The fields typed in (or restored by the browser) before the page's first script ran. */
export function fieldsChangedSincePainted(): Field[] {
  return [...document.querySelectorAll('input, textarea, select')].flatMap((element) => {
    const field = fieldOf(element);
    return field && changedSincePainted(field) ? [field] : [];
  });
}

/**
 * Hands the app, once it runs, what the field holds now. The app reads a field through its change handler: React
 * runs it for a value it has not seen, and it saw the typed one in the field when it hydrated it. So the field is
 * first set to the app's own value — what React renders into it, which it also writes as the field's default —
 * then to the typed one the way typing does, and React hears a change. A field the shopper has since left is left
 * again, for the app's checks on leaving (a quantity is kept within bounds when left).
 */
export function handToTheApp(field: Field): () => void {
  const { value, id } = field;
  const checked = isCheckable(field) && field.checked;
  return () => {
    const target = field.isConnected ? field : fieldOf(id ? document.getElementById(id) : null);
    if (!target) return;
    if (target instanceof HTMLSelectElement) {
      target.value = value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isCheckable(target)) {
      if (checked === target.defaultChecked) return;
      target.checked = !checked;
      target.click();
    } else {
      if (value === target.defaultValue) return;
      target.value = target.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (document.activeElement !== target)
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  };
}
