import type { Notice } from './notice';

/**
 * What a machine emits when a notice it showed no longer holds (a new search has begun): `useWithdrawnNotices` takes
 * it off the toaster if it is still the one on screen, and leaves any other. Apart from notice.ts, which every page's
 * first load carries: only a page that withdraws needs it.
 */
export interface NoticeWithdrawnEvent {
  type: 'notice.withdrawn';
  notice: Notice;
}

export function noticeWithdrawnEvent(notice: Notice): NoticeWithdrawnEvent {
  return { type: 'notice.withdrawn', notice };
}
