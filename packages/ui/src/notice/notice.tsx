import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { toneIcon } from '../styles/tone-icon';
import type { FillTone } from '../tokens/tone';
import { body, icon, notice, title as titleStyle } from './notice.css';

export interface NoticeProps {
  /** `info` for conditions (« Un délai de 24 h s'applique »), `caution` for stock, `critical` for a refusal. */
  tone?: FillTone;
  title?: ReactNode;
  children: ReactNode;
  /** A link or button under the message. */
  action?: ReactNode;
  /**
   * For a notice that appears after the page has loaded: it is announced (`critical` interrupts, others wait
   * for a pause). Leave it off for notices that are part of the page.
   */
  live?: boolean;
}

/** A message within the page, beside what it is about. For a passing confirmation, use a toast. */
export function Notice({ tone = 'info', title, children, action, live = false }: NoticeProps) {
  const role = live ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <div className={notice({ tone })} role={role}>
      <span className={icon({ tone })}>
        <Icon name={toneIcon[tone]} size="small" />
      </span>
      <div className={body}>
        {title && <span className={titleStyle}>{title}</span>}
        <div>{children}</div>
        {action}
      </div>
    </div>
  );
}
