import { useEffect } from 'react';

/** Long enough for the panel to mount and take the focus; short enough never to undo a shopper's own click. */
const SETTLE_MS = 1000;

/**
 * The ui ChatPanel moves the focus into itself when it opens, as a dialog should when someone opens it. When the
 * chat opens by itself (SPEC: two seconds into the first visit) that would pull the shopper out of what they were
 * doing, say typing a search: the focus goes back where it was. (ui's ChatPanel could take `autoFocusOnShow`.)
 */
export function useFocusStaysWhenOpenedItself(openedItself: boolean, panelId: string) {
  useEffect(() => {
    if (!openedItself) return;
    const previous = document.activeElement;
    const panel = () => document.getElementById(panelId);
    if (previous && panel()?.contains(previous)) return;
    const giveFocusBack = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !panel()?.contains(event.target)) return;
      stop();
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
        previous.focus({ preventScroll: true });
      } else {
        event.target.blur();
      }
    };
    const timer = window.setTimeout(() => stop(), SETTLE_MS);
    function stop() {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', giveFocusBack);
    }
    document.addEventListener('focusin', giveFocusBack);
    return stop;
  }, [openedItself, panelId]);
}
