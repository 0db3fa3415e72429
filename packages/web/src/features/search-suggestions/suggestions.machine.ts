import { CATALOGUE_QUERY_BOUNDS } from '@aurele/shop-contract';
import { assign, fromPromise, not, setup } from 'xstate';
import type { Suggestions } from '../../domain/suggestions';
import { shopApi } from '../../storefront/shop-api';

/** Characters typed before anything is suggested: one letter matches too much to help. */
const SUGGEST_FROM = 2;

export interface SuggestionsContext {
  /** The text asked about last, trimmed. */
  text: string;
  /** The last answer and the text it answers; null while there is nothing to suggest. */
  answer: { text: string; suggestions: Suggestions } | null;
}

export type SuggestionsEvent =
  /** The shopper changed the search field's text. */
  { type: 'suggestions.type'; text: string };

/** Text worth asking about: two characters at least, and no longer than a search the server reads. */
function isAskable(text: string): boolean {
  const length = text.trim().length;
  return length >= SUGGEST_FROM && length <= CATALOGUE_QUERY_BOUNDS.searchLength;
}

/**
 * The header's suggestions as the shopper types: a pause in the typing, then one request for the text as it
 * stands. Typing again restarts the pause and cancels a request under way (its answer would be stale); text too
 * short to ask about clears what was shown. The last answer stays shown while the next one is on its way; a failed
 * request shows nothing, and the search itself still works.
 */
export const suggestionsMachine = setup({
  types: {
    context: {} as SuggestionsContext,
    events: {} as SuggestionsEvent,
  },
  actors: {
    loadSuggestions: fromPromise<Suggestions, string>(({ input, signal }) =>
      shopApi.loadSuggestions(input, signal),
    ),
  },
  delays: {
    /** How long the typing must pause before the server is asked: no request for each key of a word. */
    typingPause: 180,
  },
  guards: {
    isUnchanged: ({ context, event }) => event.text.trim() === context.text,
    isAskable: ({ event }) => isAskable(event.text),
  },
  actions: {
    rememberText: assign({ text: ({ event }) => event.text.trim() }),
    forget: assign({ text: '', answer: null }),
  },
}).createMachine({
  id: 'suggestions',
  context: { text: '', answer: null },
  initial: 'idle',
  states: {
    idle: {},
    waiting: { after: { typingPause: 'loading' } },
    loading: {
      invoke: {
        src: 'loadSuggestions',
        input: ({ context }) => context.text,
        onDone: {
          target: 'shown',
          actions: assign({
            answer: ({ context, event }) => ({ text: context.text, suggestions: event.output }),
          }),
        },
        onError: { target: 'failed', actions: assign({ answer: null }) },
      },
    },
    shown: {},
    failed: {},
  },
  on: {
    'suggestions.type': [
      // A space added at the end asks the same question again: nothing to do.
      { guard: 'isUnchanged' },
      { guard: not('isAskable'), target: '.idle', actions: 'forget' },
      { target: '.waiting', actions: 'rememberText' },
    ],
  },
});
