import { emit, setup } from 'xstate';
import { looksLikeEmail } from '../../domain/email-shape';
import { type NoticeEvent, noticeEvent } from '../../shared/notice';
import { fieldsRequiredNotice, orderNotFoundNotice, requestPendingNotice } from './messages';

interface ReturnRequest {
  orderNumber: string;
  email: string;
}

export type ReturnPortalEvent = { type: 'returns.submit' } & ReturnRequest;

/**
 * The return portal's submit (docs/product/data-and-states.md#states-and-transitions): both fields are required, and
 * the e-mail must look like one (docs/product/decisions.md#behaviour: the page marks the field, no notice); a
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
    hasMalformedEmail: ({ event }) => !looksLikeEmail(event.email),
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
    malformedEmail: {},
    submitting: {
      entry: 'notifyPending',
      after: { lookup: 'notFound' },
      // The answer is on its way: a second press must not start another wait.
      on: { 'returns.submit': {} },
    },
    notFound: { entry: 'notifyNotFound' },
  },
  on: {
    'returns.submit': [
      { guard: 'isIncomplete', target: '.incomplete' },
      { guard: 'hasMalformedEmail', target: '.malformedEmail' },
      { target: '.submitting' },
    ],
  },
});
