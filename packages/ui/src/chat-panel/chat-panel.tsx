import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
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
}

/**
 * The chat window above the launcher. It does not block the page (the shopper can keep browsing); Escape or
 * the close button closes it and focus goes back to the launcher.
 */
export function ChatPanel({ open, onClose, title, subtitle, closeLabel, id, children }: ChatPanelProps) {
  return (
    <Ariakit.Dialog
      id={id}
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
