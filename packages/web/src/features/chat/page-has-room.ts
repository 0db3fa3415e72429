import { mediaQuery } from '@aurele/ui';
import { keepClearOfChatSelector } from '../../shared/keep-clear-of-chat';

/** What the chat never opens itself over: a dialog (the « Explorer » menu is one), a picker, a menu. */
const overlays = 'dialog[open], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';

/** Where the chat opens itself on a phone: the bottom of the screen, from 55 % of its height (ui `ChatPanel`). */
const phonePanelTop = 0.55;

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
}

/**
 * Whether the chat may open itself now without covering what the shopper may want: no dialog or picker is open,
 * and on a phone nothing the page keeps clear (`keepClearOfChat`) lies where the panel would be.
 */
export function pageHasRoomForChat(page: Document = document): boolean {
  if ([...page.querySelectorAll(overlays)].some(isShown)) return false;
  const view = page.defaultView;
  if (!view || view.matchMedia(mediaQuery.tablet).matches) return true;
  const panelTop = phonePanelTop * view.innerHeight;
  return ![...page.querySelectorAll(keepClearOfChatSelector)].some((element) => {
    const box = element.getBoundingClientRect();
    return isShown(element) && box.bottom > panelTop && box.top < view.innerHeight;
  });
}
