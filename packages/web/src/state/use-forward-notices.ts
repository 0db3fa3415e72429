import { useEffect } from 'react';
import type { NoticeEvent } from '../shared/notice';
import { ToasterActor } from './app-actors';

/** Anything that emits the app's notice events: a page's own machine (`useMachine(…)[2]`). */
interface NoticeEmitter {
  on(type: 'notice', listener: (event: NoticeEvent) => void): { unsubscribe(): void };
}

/** Shows the notices a page's own machine emits in the app's toaster, as the app does for its shared actors. */
export function useForwardNotices(emitter: NoticeEmitter) {
  const toaster = ToasterActor.useActorRef();
  useEffect(() => {
    const subscription = emitter.on('notice', ({ notice }) => toaster.send({ type: 'toaster.show', notice }));
    return () => subscription.unsubscribe();
  }, [emitter, toaster]);
}
