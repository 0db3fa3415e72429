import * as Ariakit from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../styles/class-names';
import {
  backdrop,
  body,
  descriptionAlone,
  description as descriptionStyle,
  dialog,
  footer as footerStyle,
  header,
  heading,
} from './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The close button's name (« Fermer »). */
  closeLabel: string;
  /** The body; a confirmation may have none, its description says it all. */
  children?: ReactNode;
  /** Actions at the bottom (« Annuler », « Enregistrer »), kept in view while the body scrolls. */
  footer?: ReactNode;
  /** `small` for confirmations, `medium` for short forms (an address), `large` for tables or guides. */
  size?: 'small' | 'medium' | 'large';
  /**
   * `center` for a modal; `end` slides a panel in from the side (mobile menu, filters); `sheet` rises from the
   * bottom on a phone and slides in from the side from the tablet up (the cart).
   */
  placement?: 'center' | 'end' | 'sheet';
  /** What takes the focus when the dialog closes, instead of the button that opened it. */
  finalFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
  /**
   * Whether closing gives the focus back (to `finalFocus`, else the opener); true by default. A function decides
   * at closing time, given that element: return false when the app moves the focus itself (a link inside the
   * dialog led to another page, whose heading should take it).
   */
  autoFocusOnHide?: boolean | ((element: HTMLElement | null) => boolean);
  /**
   * Whether the dialog is moved to the end of the document (the default) or stays where it is declared: a dialog
   * whose choices change the region it opens from (a phone's filter panel, in the page's main content) stays part
   * of that region, where the app looks for the focus after the page changes.
   */
  portal?: boolean;
}

/**
 * A modal window for a focused task, such as editing an address. Focus moves into it, stays inside while it is
 * open, and returns to the button that opened it when it closes. Escape closes it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = 'medium',
  placement = 'center',
  finalFocus,
  autoFocusOnHide = true,
  portal = true,
}: DialogProps) {
  return (
    <Ariakit.Dialog
      open={open}
      finalFocus={finalFocus}
      autoFocusOnHide={autoFocusOnHide}
      onClose={onClose}
      unmountOnHide
      portal={portal}
      backdrop={<div className={backdrop} />}
      className={dialog({ size, placement })}
    >
      <div className={header}>
        <Ariakit.DialogHeading className={heading}>{title}</Ariakit.DialogHeading>
        <IconButton icon="close" label={closeLabel} onClick={onClose} />
      </div>
      {description && (
        <Ariakit.DialogDescription
          className={classNames(descriptionStyle, children == null && descriptionAlone)}
        >
          {description}
        </Ariakit.DialogDescription>
      )}
      {children != null && <div className={body}>{children}</div>}
      {footer && <div className={footerStyle}>{footer}</div>}
    </Ariakit.Dialog>
  );
}
