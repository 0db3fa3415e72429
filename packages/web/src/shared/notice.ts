import type { FillTone } from '@aurele/ui';

/** The tones a notice can take, from the design system's `tone` vocabulary. */
type NoticeTone = Extract<FillTone, 'neutral' | 'positive' | 'info' | 'caution' | 'critical'>;

/** One toast: a title and an optional sentence under it. */
export interface Notice {
  tone: NoticeTone;
  title: string;
  description?: string;
}

/** What a machine emits for the toaster; `useForwardNotices` (state/) shows it there. */
export interface NoticeEvent {
  type: 'notice';
  notice: Notice;
}

export function noticeEvent(notice: Notice): NoticeEvent {
  return { type: 'notice', notice };
}
