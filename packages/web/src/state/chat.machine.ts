import { assign, raise, setup } from 'xstate';
import { browserStores } from './browser-stores';
import { greetings } from './chat-messages';
import { chatPageOf } from './chat-page';

/** docs/product/rules.md#house-constants timings. */
const CHAT_AUTO_OPEN_DELAY_MS = 2000;
const CHAT_REPLY_DELAY_MS = 1000;

/** Where a bot's answer leads: one of the shop's own pages. */
export interface ChatLink {
  href: string;
  label: string;
}

/** The bot's answer to a message: a sentence, and the page it leads to if it has one. */
export interface ChatAnswer {
  text: string;
  link?: ChatLink;
}

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  link?: ChatLink;
}

export interface ChatInput {
  /**
   * The chat no longer opens itself in this browser session: it was open, or the shopper was busy before it could
   * (`browserStores.chatOpened.read()` in the app).
   */
  openedBefore: boolean;
  /** The route the app starts on, greeted at once. */
  pathname: string;
}

export interface ChatContext {
  /** The chat no longer opens itself in this browser session (see `ChatInput`). */
  openedBefore: boolean;
  messages: ChatMessage[];
  /** Counts every message ever shown, for unique ids. */
  messageCount: number;
  /** Counts route changes: a reply due for an earlier page is dropped. */
  conversation: number;
  /** The chat opened itself (first visit) rather than at the shopper's request: the UI then leaves the focus alone. */
  openedItself: boolean;
}

export type ChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.toggle' }
  /**
   * The shopper's message and the answer it gets a second later (docs/product/rules.md#house-constants), which the chat
   * window looks up: its table downloads when the shopper turns to the field, never with a page.
   */
  | { type: 'chat.send'; text: string; answer: ChatAnswer }
  /** On every route change, with the new pathname. */
  | { type: 'chat.route'; pathname: string }
  /** The shopper clicked, pressed a key or scrolled more than a screen: they are busy, the chat never opens itself. */
  | { type: 'chat.shopperActed' }
  /**
   * Once its two seconds are up, whether the page leaves room for it (no dialog, picker or call to action under it).
   */
  | { type: 'chat.pageChecked'; clear: boolean }
  /** Sent by the machine itself, a second after a message. */
  | { type: 'chat.reply'; conversation: number; answer: ChatAnswer };

/** The next message of the conversation, numbered for a unique id. */
function nextMessage(
  context: Pick<ChatContext, 'messageCount'>,
  content: Omit<ChatMessage, 'id'>,
): ChatMessage {
  return { id: `chat-${context.messageCount + 1}`, ...content };
}

function greetingFor(pathname: string): string {
  return greetings[chatPageOf(pathname)];
}

const chatSetup = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actions: {
    greet: assign(({ context }, pathname: string) => ({
      messages: [nextMessage(context, { sender: 'bot', text: greetingFor(pathname) })],
      messageCount: context.messageCount + 1,
      conversation: context.conversation + 1,
    })),
    addMessage: assign(({ context }, content: Omit<ChatMessage, 'id'>) => ({
      messages: [...context.messages, nextMessage(context, content)],
      messageCount: context.messageCount + 1,
    })),
    scheduleReply: raise(
      ({ context }, answer: ChatAnswer) => ({
        type: 'chat.reply' as const,
        conversation: context.conversation,
        answer,
      }),
      { delay: 'replyDelay' },
    ),
    markOpenedBy: assign((_, openedItself: boolean) => ({ openedItself })),
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
    isClear: (_, clear: boolean) => clear,
  },
  delays: {
    autoOpenDelay: CHAT_AUTO_OPEN_DELAY_MS,
    replyDelay: CHAT_REPLY_DELAY_MS,
  },
});

const greetTheNewPage = {
  type: 'greet',
  params: ({ event }: { event: { pathname: string } }) => event.pathname,
} as const;
/** Going to another page is the shopper's doing too: the chat greets it and gives up opening itself. */
const routeGivesUp = { target: 'givenUp', actions: greetTheNewPage } as const;

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => ({
    openedBefore: input.openedBefore,
    messages: [nextMessage({ messageCount: 0 }, { sender: 'bot', text: greetingFor(input.pathname) })],
    messageCount: 1,
    conversation: 0,
    openedItself: false,
  }),
  on: {
    'chat.route': { actions: greetTheNewPage },
    'chat.reply': {
      guard: { type: 'isCurrentConversation', params: ({ event }) => event.conversation },
      actions: {
        type: 'addMessage',
        params: ({ event }) => ({ sender: 'bot' as const, ...event.answer }),
      },
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
        // It greets an idle first visitor only: whatever the shopper does first (a click, a key, a scroll of more
        // than a screen, another page) means they are busy, and it gives up for the session.
        openingSoon: {
          after: { autoOpenDelay: 'due' },
          on: { 'chat.shopperActed': 'givenUp', 'chat.route': routeGivesUp },
        },
        // Its two seconds are up: it opens itself if the page leaves it room, else gives up.
        due: {
          on: {
            'chat.shopperActed': 'givenUp',
            'chat.route': routeGivesUp,
            'chat.pageChecked': [
              {
                guard: { type: 'isClear', params: ({ event }) => event.clear },
                target: '#chat.open',
                actions: { type: 'markOpenedBy', params: true },
              },
              { target: 'givenUp' },
            ],
          },
        },
        givenUp: { entry: 'rememberOpened', always: 'resting' },
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
            { type: 'scheduleReply', params: ({ event }) => event.answer },
          ],
        },
      },
    },
  },
});
