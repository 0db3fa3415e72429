import { assign, emit, setup } from 'xstate';
import { type NoticeEvent, noticeEvent } from '../../shared/notice';
import { type NoticeWithdrawnEvent, noticeWithdrawnEvent } from '../../shared/notice-withdrawn';
import { numberRequiredNotice, orderNotFoundNotice } from './messages';
import { findTrackedOrder, type TrackedOrder } from './tracked-orders';

export interface TrackingContext {
  /** The number searched for, upper-cased (docs/product/rules.md#validation). */
  orderNumber: string;
  order: TrackedOrder | null;
}

export type TrackingEvent = { type: 'tracking.search'; orderNumber: string };

/**
 * The track-order search (docs/product/data-and-states.md#states-and-transitions): a blank number is refused at once;
 * otherwise a wait of 1.5 s, then the sample order or the not-found notice. A new search may start from any state, even
 * while one runs; it withdraws what the last one said, so an old « Commande introuvable » never sits over a found
 * order.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    emitted: {} as NoticeEvent | NoticeWithdrawnEvent,
  },
  delays: {
    /** docs/product/rules.md#house-constants: tracking lookup 1.5 s. */
    lookup: 1500,
  },
  guards: {
    isBlank: ({ event }) => event.orderNumber.trim() === '',
    isFound: ({ context }) => findTrackedOrder(context.orderNumber) !== null,
  },
  actions: {
    rememberNumber: assign((_, orderNumber: string) => ({
      orderNumber: orderNumber.trim().toUpperCase(),
      order: null,
    })),
    forget: assign({ orderNumber: '', order: null }),
    showOrder: assign(({ context }) => ({ order: findTrackedOrder(context.orderNumber) })),
    notifyRequired: emit(noticeEvent(numberRequiredNotice)),
    notifyNotFound: emit(noticeEvent(orderNotFoundNotice)),
    withdrawRequired: emit(noticeWithdrawnEvent(numberRequiredNotice)),
    withdrawNotFound: emit(noticeWithdrawnEvent(orderNotFoundNotice)),
  },
}).createMachine({
  id: 'tracking',
  context: { orderNumber: '', order: null },
  initial: 'idle',
  states: {
    idle: {},
    blank: { entry: ['forget', 'notifyRequired'] },
    searching: {
      after: {
        lookup: [{ guard: 'isFound', target: 'found', actions: 'showOrder' }, { target: 'notFound' }],
      },
    },
    found: {},
    notFound: { entry: 'notifyNotFound' },
  },
  on: {
    'tracking.search': [
      { guard: 'isBlank', target: '.blank' },
      {
        target: '.searching',
        reenter: true,
        actions: [
          { type: 'rememberNumber', params: ({ event }) => event.orderNumber },
          'withdrawRequired',
          'withdrawNotFound',
        ],
      },
    ],
  },
});
