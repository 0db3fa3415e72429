import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../styles/class-names';
import {
  compact as compactStyle,
  header,
  panel,
  subtitle as subtitleStyle,
  title as titleStyle,
  titles,
} from './chat-panel.css';
import { useEnterTransition } from './use-enter-transition';
import { usePanelFocus } from './use-panel-focus';

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
  /**
   * On a phone, only the bottom of the screen, the page above it left readable: for a chat that opens by itself,
   * which must not stand between the shopper and the page they came for. The same panel on wider screens.
   */
  compact?: boolean;
}

/**
 * The chat window above the launcher. It does not block the page (the shopper can keep browsing), so it is a plain
 * non-modal dialog: no focus trap, no portal, nothing of a popup library for a window every first visit opens.
 * Opened by the shopper, it puts the focus in the message field; Escape or the close button closes it and focus
 * goes back to where it came from (the launcher).
 */
export function ChatPanel(props: ChatPanelProps) {
  return props.open ? <OpenChatPanel {...props} /> : null;
}

function OpenChatPanel({
  onClose,
  title,
  subtitle,
  closeLabel,
  id,
  children,
  autoFocusOnShow = true,
  initialFocus,
  compact = false,
}: ChatPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const entered = useEnterTransition();
  const rememberWhereFocusCameFrom = usePanelFocus(panelRef, autoFocusOnShow, initialFocus);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classNames(panel, compact && compactStyle)}
      data-enter={entered || undefined}
      onKeyDown={closeOnEscape}
      onFocus={rememberWhereFocusCameFrom}
    >
      <div className={header}>
        <div className={titles}>
          <h2 id={titleId} className={titleStyle}>
            {title}
          </h2>
          {subtitle && <span className={subtitleStyle}>{subtitle}</span>}
        </div>
        <IconButton icon="close" label={closeLabel} tone="inverse" onClick={onClose} />
      </div>
      {children}
    </section>
  );
}
