import { ChatLauncher } from '@aurele/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useHydrated } from '../../shared/use-hydrated';
import { ChatActor } from '../../state/app-actors';
import { ChatWindowUnavailable } from './chat-window-unavailable';
import { chatLabels } from './messages';
import { useGiveWayToShopper } from './use-give-way-to-shopper';

/**
 * The conversation downloads only when the chat first opens: the launcher is all a first visit needs. A failed
 * download must not take the page down with it.
 */
const ChatWindow = lazy<ComponentType<{ id: string }>>(() =>
  import('./chat-on-demand').then(
    (module) => ({ default: module.ChatWindow }),
    () => ({ default: ChatWindowUnavailable }),
  ),
);

const chatWindowId = 'assistant-chat';

/** The shopping assistant of every page: the round launcher and, when open, its window. */
export function ChatWidget() {
  const chat = ChatActor.useActorRef();
  useGiveWayToShopper();
  // Whether it was open comes from the tab's storage: the prerendered page shows it closed.
  const hydrated = useHydrated();
  const open = ChatActor.useSelector((snapshot) => snapshot.matches('open')) && hydrated;
  return (
    <>
      <ChatLauncher
        label={open ? chatLabels.close : chatLabels.open}
        expanded={open}
        aria-controls={open ? chatWindowId : undefined}
        onClick={() => chat.send({ type: 'chat.toggle' })}
      />
      {open && (
        <Suspense fallback={null}>
          <ChatWindow id={chatWindowId} />
        </Suspense>
      )}
    </>
  );
}
