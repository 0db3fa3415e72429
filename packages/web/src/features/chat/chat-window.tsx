import { ChatComposer, ChatMessageList, ChatPanel } from '@aurele/ui';
import { ChatActor } from '../../state/app-actors';
import { chatLabels } from './messages';

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
      // Opening by itself (SPEC: two seconds into the first visit) must not pull the shopper out of what they do,
      // nor, on a phone, hide the page they came for.
      autoFocusOnShow={!openedItself}
      compact={openedItself}
    >
      <ChatMessageList
        messages={messages}
        label={chatLabels.conversation}
        senderLabels={chatLabels.senders}
      />
      <ChatComposer
        onSend={(text) => chat.send({ type: 'chat.send', text })}
        label={chatLabels.message}
        placeholder={chatLabels.placeholder}
        sendLabel={chatLabels.send}
      />
    </ChatPanel>
  );
}
