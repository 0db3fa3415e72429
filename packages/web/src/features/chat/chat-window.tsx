import { ChatComposer, ChatMessageList, ChatPanel, Link } from '@aurele/ui';
import { narrowFrenchSpaces } from '../../domain/french-typography';
import { RouterLink } from '../../shared/router-link';
import { ChatActor } from '../../state/app-actors';
import type { ChatMessage } from '../../state/chat.machine';
import { answerOn, prepareAnswers } from './answers-on-demand';
import { chatLabels } from './messages';

/**
 * A message as the conversation shows it: an answer's link to the shop's page after its sentence; the shopper's
 * words with French spacing, as the answers have it (« Livrez-vous en Suisse ? » never leaves its « ? » alone on a
 * line).
 */
function shown({ id, sender, text: written, link }: ChatMessage) {
  const text = narrowFrenchSpaces(written);
  return {
    id,
    sender,
    text: link ? (
      <>
        {text}{' '}
        <Link href={link.href} render={<RouterLink />}>
          {link.label}
        </Link>
      </>
    ) : (
      text
    ),
  };
}

/** The open chat: the conversation with the assistant and the field to write in. */
export function ChatWindow({ id }: { id: string }) {
  const chat = ChatActor.useActorRef();
  const messages = ChatActor.useSelector((snapshot) => snapshot.context.messages);
  const openedItself = ChatActor.useSelector((snapshot) => snapshot.context.openedItself);
  return (
    <ChatPanel
      id={id}
      open
      onClose={() => chat.send({ type: 'chat.close' })}
      title={chatLabels.title}
      subtitle={chatLabels.subtitle}
      closeLabel={chatLabels.close}
      // Opening by itself (two seconds into the first visit: docs/product/screens.md#chat) must not pull the shopper
      // out of what they do, nor, on a phone, hide the page they came for.
      autoFocusOnShow={!openedItself}
      compact={openedItself}
    >
      <ChatMessageList
        messages={messages.map(shown)}
        label={chatLabels.conversation}
        senderLabels={chatLabels.senders}
      />
      <ChatComposer
        onSend={async (text) => chat.send({ type: 'chat.send', text, answer: await answerOn(text) })}
        onFocus={prepareAnswers}
        label={chatLabels.message}
        placeholder={chatLabels.placeholder}
        sendLabel={chatLabels.send}
      />
    </ChatPanel>
  );
}
