import {
  type EventObject,
  enqueueActions,
  type MachineContext,
  type ParameterizedObject,
  type ProvidedActor,
} from 'xstate';
import { storageFullNotice } from '../shared/messages';
import { type NoticeEvent, noticeEvent } from '../shared/notice';
import type { StoredValue } from '../storage/stored-value';

/** The context of an actor whose value lives in browser storage (cart, wishlist, session). */
type PersistedContext<T> = MachineContext & { store: StoredValue<T> };

/**
 * The action that stores an actor's value after a change. When the browser storage is full it emits the
 * storage-full notice: the change stays in this tab's memory, never lost silently (DECISIONS.md 9). Run it after
 * the change's own notice, so that this one stays on screen.
 */
export function persist<
  TContext extends PersistedContext<TValue>,
  TValue,
  // The machine's own types, inferred from the `setup` the action is declared in.
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TAction extends ParameterizedObject,
  TGuard extends ParameterizedObject,
  TDelay extends string = never,
>(valueToStore: (context: TContext) => TValue) {
  return enqueueActions<TContext, TEvent, undefined, TEvent, TActor, TAction, TGuard, TDelay, NoticeEvent>(
    ({ context, enqueue }) => {
      const result = context.store.write(valueToStore(context));
      if (!result.ok && result.reason === 'quota') enqueue.emit(noticeEvent(storageFullNotice));
    },
  );
}
