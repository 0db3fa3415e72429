import { type ReactNode, useEffect, useRef } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { list, log, message as messageStyle } from './chat-message-list.css';

export interface ChatMessage {
  id: string;
  text: ReactNode;
  sender: 'bot' | 'user';
}

export interface ChatMessageListProps {
  messages: ChatMessage[];
  /** Names the conversation (« Conversation »). */
  label: string;
  /** Who speaks, read before each message (« Conseillère », « Vous »). */
  senderLabels: Record<ChatMessage['sender'], string>;
}

/** The conversation. New messages are announced politely and scrolled into view. */
export function ChatMessageList({ messages, label, senderLabels }: ChatMessageListProps) {
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <div className={log} role="log" aria-label={label} aria-live="polite">
      <ol className={list}>
        {messages.map((entry, position) => (
          <li
            key={entry.id}
            ref={position === count - 1 ? end : undefined}
            className={messageStyle({ sender: entry.sender })}
          >
            <span className={visuallyHidden}>{senderLabels[entry.sender]} : </span>
            {entry.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
