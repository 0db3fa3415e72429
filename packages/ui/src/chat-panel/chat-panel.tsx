import * as Ariakit from '@ariakit/react';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { header, panel, subtitle as subtitleStyle, title as titleStyle, titles } from './chat-panel.css';

export interface ChatPanelProps {
  open: boolean;
  /** Called on the close button or Escape. */
  onClose: () => void;
  /** « Votre conseillère Maison Aurèle ». */
  title: ReactNode;
  /** A line under the title (« Réponse en quelques secondes »). */
  subtitle?: ReactNode;
  /** The close button's name (« Fermer le chat »). */
  closeLabel: string;
  /** Given to the launcher's `aria-controls`. */
  id?: string;
  /** A ChatMessageList and a ChatComposer. */
  children: ReactNode;
  /**
   * Whether opening moves the focus into the panel (true by default: the shopper opened it to write). Pass false
   * when the chat opens by itself, so that it never pulls someone out of what they were doing.
   */
  autoFocusOnShow?: boolean;
  /** What takes the focus on opening; by default the first text field (the composer), else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The first field the shopper can type in, looked up when the panel opens (its children mount with it). */
function useFirstTextField(panel: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        return (
          panel.current?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])') ?? null
        );
      },
    }),
    [panel],
  );
}

/**
 * The chat window above the launcher. It does not block the page (the shopper can keep browsing). Opened by the
 * shopper, it puts the focus in the message field; Escape or the close button closes it and focus goes back to
 * the launcher.
 */
export function ChatPanel({
  open,
  onClose,
  title,
  subtitle,
  closeLabel,
  id,
  children,
  autoFocusOnShow = true,
  initialFocus,
}: ChatPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const firstTextField = useFirstTextField(panelRef);
  return (
    <Ariakit.Dialog
      ref={panelRef}
      id={id}
      autoFocusOnShow={autoFocusOnShow}
      initialFocus={initialFocus ?? firstTextField}
      open={open}
      onClose={onClose}
      modal={false}
      hideOnInteractOutside={false}
      unmountOnHide
      className={panel}
    >
      <div className={header}>
        <div className={titles}>
          <Ariakit.DialogHeading className={titleStyle}>{title}</Ariakit.DialogHeading>
          {subtitle && <span className={subtitleStyle}>{subtitle}</span>}
        </div>
        <IconButton icon="close" label={closeLabel} tone="inverse" onClick={onClose} />
      </div>
      {children}
    </Ariakit.Dialog>
  );
}
