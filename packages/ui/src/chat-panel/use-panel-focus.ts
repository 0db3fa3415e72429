import { type FocusEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

const firstTextField = 'input:not([disabled]), textarea:not([disabled])';
const firstControl = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled])';

/**
 * The focus of a non-modal panel: moved in on opening when asked (the given element, else the first text field,
 * else the first control), and given back on closing — if it was inside — to where it came from: the element
 * focused when the panel opened, or the one the shopper tabbed in from when the panel opened by itself.
 * Returns the panel's focus handler, which notes the latter.
 */
export function usePanelFocus(
  panel: RefObject<HTMLElement | null>,
  moveFocusIn: boolean,
  initialFocus: RefObject<HTMLElement | null> | undefined,
): (event: FocusEvent) => void {
  const cameFrom = useRef<HTMLElement | null>(null);
  // On opening and closing only (the panel mounts with `open`): a later change of the props must not move the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const opener = document.activeElement;
    if (opener instanceof HTMLElement && opener !== document.body) cameFrom.current = opener;
    if (moveFocusIn) {
      const target =
        initialFocus?.current ??
        panel.current?.querySelector<HTMLElement>(firstTextField) ??
        panel.current?.querySelector<HTMLElement>(firstControl);
      target?.focus();
    }
    // Runs while the closing panel is still in the page, so where the focus is can still be read.
    return () => {
      if (panel.current?.contains(document.activeElement)) cameFrom.current?.focus();
    };
  }, []);
  return useCallback(
    (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (!cameFrom.current && from instanceof HTMLElement && !panel.current?.contains(from)) {
        cameFrom.current = from;
      }
    },
    [panel],
  );
}
