import { fromCallback } from 'xstate';
import type { StoredValue } from './stored-value';

/** What a machine sends its store actor: the value to keep. */
export interface StoreWrite<T> {
  type: 'store.write';
  value: T;
}

/** What a store actor sends back to its machine. */
export type StoreEvent<T> =
  /** Another tab stored this value (docs/product/decisions.md#improvements, item 8: cart, wishlist and session follow other tabs). */
  | { type: 'store.changed'; value: T }
  /** A write failed because the browser storage is full: the value stays in the machine's memory (docs/product/decisions.md#improvements, item 9). */
  | { type: 'store.full' };

export function storeWrite<T>(value: T): StoreWrite<T> {
  return { type: 'store.write', value };
}

/**
 * The actor that keeps a machine's value in browser storage for as long as the machine runs: it writes what the
 * machine sends it and tells the machine what other tabs store and when the storage is full. A machine names it in
 * its `setup` over the browser's store; tests give one over a fake storage with `.provide()`.
 */
export function storedValueActor<T>(store: StoredValue<T>) {
  return fromCallback<StoreWrite<T>>(({ receive, sendBack }) => {
    const tell = (event: StoreEvent<T>) => sendBack(event);
    receive((event) => {
      const result = store.write(event.value);
      if (!result.ok && result.reason === 'quota') tell({ type: 'store.full' });
    });
    return store.subscribe((value) => tell({ type: 'store.changed', value }));
  });
}
