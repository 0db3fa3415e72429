import { emit, setup } from 'xstate';
import { type NoticeEvent, noticeEvent } from '../../shared/notice';
import { fieldsRequiredNotice, orderNotFoundNotice, requestPendingNotice } from './messages';

interface ReturnRequest {
  orderNumber: string;
  email: string;
}

export type ReturnPortalEvent = { type: 'returns.submit' } & ReturnRequest;

/**
 * The return portal's submit (docs/product/data-and-states.md#states-and-transitions): both fields are required; a
 * complete request shows « Demande en cours... » and, 2 s later, always « Commande non trouvée »
 * (docs/product/decisions.md: there is no returns service behind it).
 */
export const returnPortalMachine = setup({
  types: {
    events: {} as ReturnPortalEvent,
    emitted: {} as NoticeEvent,
  },
  delays: {
    /** docs/product/rules.md#house-constants: return portal not-found 2 s. */
    lookup: 2000,
  },
  guards: {
    isIncomplete: ({ event }) => event.orderNumber.trim() === '' || event.email.trim() === '',
  },
  actions: {
    notifyRequired: emit(noticeEvent(fieldsRequiredNotice)),
    notifyPending: emit(noticeEvent(requestPendingNotice)),
    notifyNotFound: emit(noticeEvent(orderNotFoundNotice)),
  },
}).createMachine({
  id: 'returnPortal',
  initial: 'idle',
  states: {
    idle: {},
    incomplete: { entry: 'notifyRequired' },
    submitting: {
      entry: 'notifyPending',
      after: { lookup: 'notFound' },
      // The answer is on its way: a second press must not start another wait.
      on: { 'returns.submit': {} },
    },
    notFound: { entry: 'notifyNotFound' },
  },
  on: {
    'returns.submit': [{ guard: 'isIncomplete', target: '.incomplete' }, { target: '.submitting' }],
  },
});
