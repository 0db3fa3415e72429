import { type CheckoutItem, checkoutErrorCodes } from '@aurele/storefront-contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CheckoutBody } from '../../storefront/client';
import { HttpError } from '../../storefront/http-error';
import { shopApi } from '../../storefront/shop-api';

export interface CheckoutInput {
  /** The payment page's language; French by default, the shop's language. */
  locale?: string;
  /** The browser's time zone by default. */
  timeZone?: string;
}

export interface CheckoutContext {
  locale: string;
  timeZone: string;
  /** What is being paid, kept for a retry. */
  items: CheckoutItem[];
  /** The payment page, once the BFF gave it. */
  url: string | null;
}

/** `checkout.outOfStock`: the store refused for stock; whoever holds the cart refreshes its stock then. */
export type CheckoutEmitted = { type: 'checkout.outOfStock' };

export type CheckoutEvent =
  /** Pay for these items: `checkoutItems(cart lines)`. */
  { type: 'checkout.start'; items: CheckoutItem[] } | { type: 'checkout.retry' };

/** The way to the payment page: refused for an empty cart, else ask the BFF, then leave for the page it gives. */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    createPaymentPage: fromPromise<string, CheckoutBody>(({ input, signal }) =>
      shopApi.startCheckout(input, signal),
    ),
  },
  actions: {
    rememberItems: assign((_, items: CheckoutItem[]) => ({ items })),
    rememberUrl: assign((_, url: string) => ({ url })),
    navigate: (_, url: string) => window.location.assign(url),
    askForFreshStock: emit({ type: 'checkout.outOfStock' } as const),
  },
  guards: {
    hasNoItems: ({ event }) => event.type === 'checkout.start' && event.items.length === 0,
    // The BFF's 409 for the storefront's `insufficient_inventory`.
    isOutOfStock: (_, error: unknown) =>
      error instanceof HttpError && error.code === checkoutErrorCodes.insufficientInventory,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    locale: input.locale ?? 'fr-FR',
    timeZone: input.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    items: [],
    url: null,
  }),
  initial: 'idle',
  states: {
    idle: {},
    refused: {},
    requesting: {
      invoke: {
        src: 'createPaymentPage',
        input: ({ context }) => ({
          items: context.items,
          locale: context.locale,
          timeZone: context.timeZone,
        }),
        onDone: {
          target: 'navigating',
          actions: [
            { type: 'rememberUrl', params: ({ event }) => event.output },
            { type: 'navigate', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: {
              type: 'isOutOfStock',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'outOfStock',
          },
          { target: 'failed' },
        ],
      },
      // A second click while the BFF answers must not open a second payment session.
      on: { 'checkout.start': {} },
    },
    navigating: {},
    failed: {
      on: { 'checkout.retry': 'requesting' },
    },
    // Nothing is lost: the cart stays as it is, its stock refreshed so that the shopper sees which line to adjust.
    outOfStock: { entry: 'askForFreshStock' },
  },
  // From any other state, even after leaving for the payment page (the back button can bring this tab back).
  on: {
    'checkout.start': [
      { guard: 'hasNoItems', target: '.refused' },
      { target: '.requesting', actions: { type: 'rememberItems', params: ({ event }) => event.items } },
    ],
  },
});
