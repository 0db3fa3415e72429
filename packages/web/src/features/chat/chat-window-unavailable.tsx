import { useEffect } from 'react';
import { ChatActor } from '../../state/app-actors';
import { useShowNotice } from '../../state/use-show-notice';
import { chatUnavailableNotice } from './messages';

/** Stands in for the chat window when its code fails to download: says so, and closes the chat again. */
export function ChatWindowUnavailable() {
  const chat = ChatActor.useActorRef();
  const showNotice = useShowNotice();
  useEffect(() => {
    showNotice(chatUnavailableNotice);
    chat.send({ type: 'chat.close' });
  }, [chat, showNotice]);
  return null;
}
