import * as Ariakit from '@ariakit/react';
import { cloneElement, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { Dialog } from '../dialog/dialog';
import { popoverSurface } from '../styles/popover.css';
import { mediaQuery } from '../tokens/breakpoints';
import { heading, popover } from './picker-popup.css';

export interface PickerPopupProps {
  /** The button that opens it (LazyPopup's plain trigger, already pressed): the popup opens at once. */
  trigger: ReactElement;
  /** Its heading (« Choisissez votre taille »), which names it. */
  title: string;
  /** The sheet's close button (« Fermer »). */
  closeLabel: string;
  /** Enter or Space opened it: the focus goes to its first choice; a click focuses the popup itself. */
  keyboard: boolean;
  /** The choices, given `close` for a choice that is done. */
  children: (close: () => void) => ReactNode;
}

/**
 * A short choice made beside what it is for (quick add's sizes): a popover under its button on a desktop, a
 * sheet from the bottom on a phone, where a popover would be cramped under a finger. Escape closes it and gives
 * the focus back to its button.
 */
export function PickerPopup(props: PickerPopupProps) {
  // Decided when it opens: a window resized while it is open keeps its shape.
  const [asSheet] = useState(() => !window.matchMedia(mediaQuery.tablet).matches);
  return asSheet ? <PickerSheet {...props} /> : <PickerPopover {...props} />;
}

function PickerPopover({ trigger, title, keyboard, children }: PickerPopupProps) {
  const surface = useRef<HTMLDivElement>(null);
  const store = Ariakit.usePopoverStore({ defaultOpen: true });
  return (
    <>
      <Ariakit.PopoverDisclosure store={store} render={trigger} />
      <Ariakit.Popover
        store={store}
        ref={surface}
        gutter={6}
        // Modal: the focus stays among its choices until one is made, Escape or a press outside closes it.
        modal
        unmountOnHide
        initialFocus={keyboard ? undefined : surface}
        className={popoverSurface}
      >
        <div className={popover}>
          <Ariakit.PopoverHeading className={heading}>{title}</Ariakit.PopoverHeading>
          {children(() => store.hide())}
        </div>
      </Ariakit.Popover>
    </>
  );
}

function PickerSheet({ trigger, title, closeLabel, children }: PickerPopupProps) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      {cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        ref: button,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => setOpen(true),
      })}
      <Dialog
        open={open}
        onClose={close}
        title={title}
        closeLabel={closeLabel}
        placement="sheet"
        finalFocus={button}
      >
        {children(close)}
      </Dialog>
    </>
  );
}
