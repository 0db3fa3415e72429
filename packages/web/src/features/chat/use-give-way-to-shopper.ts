import { useEffect } from 'react';
import { ChatActor } from '../../state/app-actors';

/**
 * What tells the chat, while it waits to greet a first visitor, that the shopper is busy: a click or a key. Not a
 * touch: on a phone a finger that only scrolls a little is still reading.
 */
const actions = ['keydown', 'click'] as const;

/**
 * Tells the chat, while it waits to open itself, when the shopper acts (a click, a key, a scroll of more than a
 * screen: it then gives up for the session), and once its two seconds are up, whether the page has room for it.
 */
export function useGiveWayToShopper() {
  const chat = ChatActor.useActorRef();
  const waiting = ChatActor.useSelector(
    (snapshot) => snapshot.matches({ closed: 'openingSoon' }) || snapshot.matches({ closed: 'due' }),
  );
  const due = ChatActor.useSelector((snapshot) => snapshot.matches({ closed: 'due' }));

  useEffect(() => {
    if (!waiting) return;
    const acted = () => chat.send({ type: 'chat.shopperActed' });
    const scrolledFrom = window.scrollY;
    const scrolled = () => {
      if (Math.abs(window.scrollY - scrolledFrom) > window.innerHeight) acted();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of actions) window.addEventListener(type, acted, options);
    window.addEventListener('scroll', scrolled, options);
    return () => {
      for (const type of actions) window.removeEventListener(type, acted, options);
      window.removeEventListener('scroll', scrolled, options);
    };
  }, [chat, waiting]);

  useEffect(() => {
    if (!due) return;
    // Its look at the page downloads only then, with the window it may open, out of every page's first load; if it
    // cannot, the chat stays out of the way.
    import('./chat-on-demand').then(
      ({ pageHasRoomForChat }) => chat.send({ type: 'chat.pageChecked', clear: pageHasRoomForChat() }),
      () => chat.send({ type: 'chat.pageChecked', clear: false }),
    );
  }, [chat, due]);
}
