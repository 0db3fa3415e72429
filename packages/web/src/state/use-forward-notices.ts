import { useEffect } from 'react';
import type { NoticeEvent, NoticeWithdrawnEvent } from '../shared/notice';
import { useShowNotice, useWithdrawNotice } from './use-show-notice';

/**
 * Anything that emits the app's notice events: an app-wide actor, or a page's own machine (`useMachine(…)[2]`).
 * Listened to whole (`*`): a machine that never withdraws a notice need not declare that it does not.
 */
interface NoticeEmitter {
  on(type: '*', listener: (event: { type: string }) => void): { unsubscribe(): void };
}

const isNotice = (event: { type: string }): event is NoticeEvent => event.type === 'notice';
const isWithdrawn = (event: { type: string }): event is NoticeWithdrawnEvent =>
  event.type === 'notice.withdrawn';

/**
 * Shows the notices a machine emits in the app's toaster, and drops those it withdraws, for as long as the calling
 * component is mounted.
 */
export function useForwardNotices(emitter: NoticeEmitter) {
  const show = useShowNotice();
  const withdraw = useWithdrawNotice();
  useEffect(() => {
    const subscription = emitter.on('*', (event) => {
      if (isNotice(event)) show(event.notice);
      else if (isWithdrawn(event)) withdraw(event.notice);
    });
    return () => subscription.unsubscribe();
  }, [emitter, show, withdraw]);
}
