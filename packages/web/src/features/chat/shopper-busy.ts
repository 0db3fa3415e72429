/** Fields the shopper types in: the chat must not open itself under their fingers (a phone's keyboard is up). */
const typingField =
  'textarea, [contenteditable]:not([contenteditable="false"]), input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="password"], input[type="number"]';

/**
 * Whether the shopper is busy where the focus is: typing in a field, or in a dialog — a modal one holds the focus
 * for as long as it is open and gives it back when it closes; the « Explorer » menu is one too.
 */
export function busyWith(focused: Element | null): boolean {
  if (!focused) return false;
  return (
    focused.matches(typingField) || focused.closest('[role="dialog"], [role="alertdialog"], dialog') !== null
  );
}
