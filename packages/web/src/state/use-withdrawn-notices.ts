import { useEffect } from 'react';
import type { NoticeWithdrawnEvent } from '../shared/notice-withdrawn';
import { ToasterActor } from './app-actors';

/** A page's machine that withdraws the notices it showed (`useMachine(…)[2]`). */
interface WithdrawingEmitter {
  on(type: 'notice.withdrawn', listener: (event: NoticeWithdrawnEvent) => void): { unsubscribe(): void };
}

/**
 * Takes off the toaster a notice the machine withdraws (a new search has begun), if it is still the one on screen:
 * another shown since stays. Beside `useForwardNotices`, for the pages that withdraw only: the toaster itself, in
 * every page's first load, needs nothing more than its dismissal.
 */
export function useWithdrawnNotices(emitter: WithdrawingEmitter) {
  const toaster = ToasterActor.useActorRef();
  useEffect(() => {
    const subscription = emitter.on('notice.withdrawn', ({ notice }) => {
      const shown = toaster.getSnapshot().context.notice;
      if (shown?.title === notice.title && shown.description === notice.description) {
        toaster.send({ type: 'toaster.dismiss' });
      }
    });
    return () => subscription.unsubscribe();
  }, [emitter, toaster]);
}
