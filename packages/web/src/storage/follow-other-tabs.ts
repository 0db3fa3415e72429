import { type EventObject, fromCallback } from 'xstate';
import type { StoredValue } from './stored-value';

/**
 * A callback actor that turns what other tabs store under a key into an event for its parent machine, for as
 * long as the machine runs (DECISIONS.md 8: cart and wishlist follow other tabs).
 */
export function followOtherTabs<T, TEvent extends EventObject>(toEvent: (value: T) => TEvent) {
  return fromCallback<EventObject, { store: StoredValue<T> }>(({ input, sendBack }) =>
    input.store.subscribe((value) => sendBack(toEvent(value))),
  );
}
