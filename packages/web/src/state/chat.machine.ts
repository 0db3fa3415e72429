import { assign, raise, setup } from 'xstate';
import { browserStores } from './browser-stores';
import { demoReply, greetings } from './chat-messages';
import { chatPageOf } from './chat-page';

/** SPEC §9 timings. */
const CHAT_AUTO_OPEN_DELAY_MS = 2000;
const CHAT_REPLY_DELAY_MS = 1000;

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
}

export interface ChatInput {
  /** The chat was open earlier in this browser session (`browserStores.chatOpened.read()` in the app). */
  openedBefore: boolean;
  /** The route the app starts on, greeted at once. */
  pathname: string;
}

export interface ChatContext {
  /** The chat was open earlier in this browser session, before this page load: it does not open itself. */
  openedBefore: boolean;
  messages: ChatMessage[];
  /** Counts every message ever shown, for unique ids. */
  messageCount: number;
  /** Counts route changes: a reply due for an earlier page is dropped. */
  conversation: number;
  /** The chat opened itself (first visit) rather than at the shopper's request: the UI then leaves the focus alone. */
  openedItself: boolean;
  /** The shopper is in a dialog or typing in a field: the chat does not open itself over that. */
  shopperBusy: boolean;
}

export type ChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.toggle' }
  | { type: 'chat.send'; text: string }
  /** On every route change, with the new pathname. */
  | { type: 'chat.route'; pathname: string }
  /** Whenever the shopper enters or leaves a dialog or a field they type in. */
  | { type: 'chat.shopperBusy'; busy: boolean }
  /** Sent by the machine itself, a second after a message. */
  | { type: 'chat.reply'; conversation: number };

/** The next message of the conversation, numbered for a unique id. */
function nextMessage(
  context: Pick<ChatContext, 'messageCount'>,
  sender: ChatMessage['sender'],
  text: string,
): ChatMessage {
  return { id: `chat-${context.messageCount + 1}`, sender, text };
}

function greetingFor(pathname: string): string {
  return greetings[chatPageOf(pathname)];
}

export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actions: {
    greet: assign(({ context }, pathname: string) => ({
      messages: [nextMessage(context, 'bot', greetingFor(pathname))],
      messageCount: context.messageCount + 1,
      conversation: context.conversation + 1,
    })),
    addMessage: assign(({ context }, { sender, text }: Pick<ChatMessage, 'sender' | 'text'>) => ({
      messages: [...context.messages, nextMessage(context, sender, text)],
      messageCount: context.messageCount + 1,
    })),
    scheduleReply: raise(
      ({ context }) => ({ type: 'chat.reply' as const, conversation: context.conversation }),
      {
        delay: 'replyDelay',
      },
    ),
    markOpenedBy: assign((_, openedItself: boolean) => ({ openedItself })),
    noteShopperBusy: assign((_, shopperBusy: boolean) => ({ shopperBusy })),
    // Tests give their own with `.provide()`. A flag that cannot be stored only means the chat may open itself
    // again in another page load: nothing to tell the shopper.
    rememberOpened: () => {
      browserStores.chatOpened.write(true);
    },
  },
  guards: {
    hasNotBeenOpenedThisSession: ({ context }) => !context.openedBefore,
    hasText: (_, text: string) => text.trim().length > 0,
    isCurrentConversation: ({ context }, conversation: number) => conversation === context.conversation,
    shopperIsFree: ({ context }) => !context.shopperBusy,
  },
  delays: {
    autoOpenDelay: CHAT_AUTO_OPEN_DELAY_MS,
    replyDelay: CHAT_REPLY_DELAY_MS,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    openedBefore: input.openedBefore,
    messages: [nextMessage({ messageCount: 0 }, 'bot', greetingFor(input.pathname))],
    messageCount: 1,
    conversation: 0,
    openedItself: false,
    shopperBusy: false,
  }),
  on: {
    'chat.route': { actions: { type: 'greet', params: ({ event }) => event.pathname } },
    'chat.shopperBusy': { actions: { type: 'noteShopperBusy', params: ({ event }) => event.busy } },
    'chat.reply': {
      guard: { type: 'isCurrentConversation', params: ({ event }) => event.conversation },
      actions: { type: 'addMessage', params: { sender: 'bot', text: demoReply } },
    },
  },
  initial: 'closed',
  states: {
    closed: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasNotBeenOpenedThisSession', target: 'openingSoon' }, { target: 'resting' }],
        },
        openingSoon: {
          after: { autoOpenDelay: 'due' },
        },
        // Its two seconds are up: it opens itself once the shopper has left the dialog or the field they are in.
        due: {
          always: {
            guard: 'shopperIsFree',
            target: '#chat.open',
            actions: { type: 'markOpenedBy', params: true },
          },
        },
        resting: {},
      },
      on: {
        'chat.open': { target: 'open', actions: { type: 'markOpenedBy', params: false } },
        'chat.toggle': { target: 'open', actions: { type: 'markOpenedBy', params: false } },
      },
    },
    open: {
      entry: 'rememberOpened',
      on: {
        'chat.close': 'closed.resting',
        'chat.toggle': 'closed.resting',
        'chat.send': {
          guard: { type: 'hasText', params: ({ event }) => event.text },
          actions: [
            { type: 'addMessage', params: ({ event }) => ({ sender: 'user', text: event.text.trim() }) },
            'scheduleReply',
          ],
        },
      },
    },
  },
});
