import { useEffect } from 'react';
import { ChatActor, ToasterActor } from '../../state/app-actors';
import { chatUnavailableNotice } from './messages';

/** Stands in for the chat window when its code fails to download: says so, and closes the chat again. */
export function ChatWindowUnavailable() {
  const chat = ChatActor.useActorRef();
  const toaster = ToasterActor.useActorRef();
  useEffect(() => {
    toaster.send({ type: 'toaster.show', notice: chatUnavailableNotice });
    chat.send({ type: 'chat.close' });
  }, [chat, toaster]);
  return null;
}
