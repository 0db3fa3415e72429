import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { toneIcon } from '../styles/tone-icon';
import type { FillTone } from '../tokens/tone';
import {
  description as descriptionStyle,
  icon,
  region,
  text,
  title as titleStyle,
  toast as toastStyle,
} from './toaster.css';

export interface ToastMessage {
  /** Changes for every toast, so the same words shown twice are announced twice. */
  id: string | number;
  title: ReactNode;
  description?: ReactNode;
  /**
   * `positive` for a saved change, `critical` for an error (announced at once), `info` for « Bientôt disponible ! ».
   */
  tone?: FillTone;
}

export interface ToasterProps {
  /** The one toast on screen, or none. A new toast replaces the previous one. */
  toast: ToastMessage | null;
  onDismiss: () => void;
  /** Names the region for screen readers (« Notifications »). */
  label: string;
  /** The close button's name (« Fermer la notification »). */
  dismissLabel: string;
  /** Hovering or focusing the toast pauses its timer: whoever owns the timer listens here. */
  onPausedChange?: (paused: boolean) => void;
  /**
   * `floatingButton` raises the toasts above a round button floating in the page's corner (the chat launcher),
   * so that neither hides the other; `none` (the default) sits in the corner itself.
   */
  offset?: 'none' | 'floatingButton';
}

function ToastCard({
  toast,
  dismissLabel,
  onDismiss,
  onPausedChange,
}: Omit<ToasterProps, 'label' | 'toast' | 'offset'> & { toast: ToastMessage }) {
  const tone = toast.tone ?? 'neutral';
  const pause = (paused: boolean) => () => onPausedChange?.(paused);
  return (
    // Pausing follows the pointer and the focus; the dismiss button inside is what people act on.
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause a timer
    <div
      className={toastStyle({ tone })}
      onMouseEnter={pause(true)}
      onMouseLeave={pause(false)}
      onFocus={pause(true)}
      onBlur={pause(false)}
    >
      <span className={icon({ tone })}>
        <Icon name={toneIcon[tone]} size="small" />
      </span>
      <div className={text}>
        <span className={titleStyle}>{toast.title}</span>
        {toast.description && <span className={descriptionStyle}>{toast.description}</span>}
      </div>
      <IconButton icon="close" label={dismissLabel} size="small" onClick={onDismiss} />
    </div>
  );
}

/**
 * Where passing messages appear, one at a time, bottom right (bottom centre on phones). The live regions are
 * always in the page so that screen readers announce what comes in: politely, or at once for `critical`.
 * Controlled: pair it with a timer (the app's toaster machine), or use ToastProvider, which brings one.
 */
export function Toaster({ toast, label, offset = 'none', ...card }: ToasterProps) {
  const urgent = toast?.tone === 'critical';
  return (
    <section className={region({ offset })} aria-label={label}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent && <ToastCard key={toast.id} toast={toast} {...card} />}
      </div>
      <div role="alert" aria-atomic="true">
        {toast && urgent && <ToastCard key={toast.id} toast={toast} {...card} />}
      </div>
    </section>
  );
}
