import { CountBadge } from '../count-badge/count-badge';
import { Icon } from '../icon/icon';
import { launcher, unread as unreadStyle } from './chat-launcher.css';

export interface ChatLauncherProps {
  /** « Ouvrir le chat » / « Fermer le chat », as the panel is closed or open. */
  label: string;
  /** Whether the chat panel it controls is open. */
  expanded: boolean;
  onClick: () => void;
  /** Replies not yet seen; say the number in `label` too. */
  unread?: number;
  /** The id of the ChatPanel it opens. */
  'aria-controls'?: string;
}

/** The round button at the bottom right of every page that opens the shopping assistant. */
export function ChatLauncher({ label, expanded, onClick, unread = 0, ...aria }: ChatLauncherProps) {
  return (
    <button
      type="button"
      className={launcher}
      aria-label={label}
      aria-expanded={expanded}
      onClick={onClick}
      {...aria}
    >
      <Icon name={expanded ? 'close' : 'chat'} size="large" />
      <span className={unreadStyle}>
        <CountBadge count={unread} tone="neutral" />
      </span>
    </button>
  );
}
