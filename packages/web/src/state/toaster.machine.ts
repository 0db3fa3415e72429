import { assign, setup } from 'xstate';
import type { Notice } from '../shared/notice';

/** docs/product/rules.md#house-constants: notices stay 5 seconds, one at a time. */
const NOTICE_DURATION_MS = 5000;

/** The notice on screen; `id` changes with each notice so the UI can re-announce a replacement. */
interface ShownNotice extends Notice {
  id: number;
}

export interface ToasterContext {
  notice: ShownNotice | null;
  shownCount: number;
}

export type ToasterEvent = { type: 'toaster.show'; notice: Notice } | { type: 'toaster.dismiss' };

/** The one toaster of the app: a new notice replaces the current one and restarts its 5 seconds. */
export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
  },
  actions: {
    show: assign(({ context }, notice: Notice) => ({
      notice: { ...notice, id: context.shownCount + 1 },
      shownCount: context.shownCount + 1,
    })),
    clear: assign({ notice: null }),
  },
  delays: {
    noticeDuration: NOTICE_DURATION_MS,
  },
}).createMachine({
  id: 'toaster',
  context: { notice: null, shownCount: 0 },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'toaster.show': { target: 'visible', actions: { type: 'show', params: ({ event }) => event.notice } },
      },
    },
    visible: {
      after: { noticeDuration: { target: 'hidden', actions: 'clear' } },
      on: {
        // Re-entering restarts the delay, so the new notice gets its full 5 seconds.
        'toaster.show': {
          target: 'visible',
          reenter: true,
          actions: { type: 'show', params: ({ event }) => event.notice },
        },
        'toaster.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
  },
});
