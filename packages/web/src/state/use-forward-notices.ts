import { useEffect } from 'react';
import type { NoticeEvent } from '../shared/notice';
import { useShowNotice } from './use-show-notice';

/** Anything that emits the app's notice events: an app-wide actor, or a page's own machine (`useMachine(…)[2]`). */
interface NoticeEmitter {
  on(type: 'notice', listener: (event: NoticeEvent) => void): { unsubscribe(): void };
}

/** Shows the notices a machine emits in the app's toaster, for as long as the calling component is mounted. */
export function useForwardNotices(emitter: NoticeEmitter) {
  const show = useShowNotice();
  useEffect(() => {
    const subscription = emitter.on('notice', ({ notice }) => show(notice));
    return () => subscription.unsubscribe();
  }, [emitter, show]);
}
