import { useEffect } from 'react';
import { ChatActor } from '../../state/app-actors';
import { busyWith } from './shopper-busy';

/**
 * Tells the chat, while it waits to open itself, whether the shopper is busy in a dialog or a field (SPEC §9's
 * first-visit opening must not cover what they are doing). Read once the focus has settled: a dialog that closes
 * hands it back to its opener; a window left for another keeps it where it was.
 */
export function useReportShopperBusy() {
  const chat = ChatActor.useActorRef();
  const waiting = ChatActor.useSelector(
    (snapshot) => snapshot.matches({ closed: 'openingSoon' }) || snapshot.matches({ closed: 'due' }),
  );
  useEffect(() => {
    if (!waiting) return;
    const report = () => chat.send({ type: 'chat.shopperBusy', busy: busyWith(document.activeElement) });
    let settling: ReturnType<typeof setTimeout> | undefined;
    const reportOnceSettled = () => {
      clearTimeout(settling);
      settling = setTimeout(report);
    };
    report();
    document.addEventListener('focusin', reportOnceSettled);
    document.addEventListener('focusout', reportOnceSettled);
    return () => {
      clearTimeout(settling);
      document.removeEventListener('focusin', reportOnceSettled);
      document.removeEventListener('focusout', reportOnceSettled);
    };
  }, [chat, waiting]);
}
