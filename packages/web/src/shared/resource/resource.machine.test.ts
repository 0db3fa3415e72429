import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine, resourceState } from './resource.machine';

/** A resource whose fetch each test gives, as a page's tests would, with `.provide()`. */
const resource = resourceMachine(async (_: string | undefined): Promise<unknown> => {
  throw new Error('each test provides the load actor');
});

function resourceLoading(load: (input: unknown, signal: AbortSignal) => Promise<unknown>) {
  return resource.provide({ actors: { load: fromPromise(({ input, signal }) => load(input, signal)) } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('resource machine', () => {
  it('loads with its input, then holds the data', async () => {
    const calls: string[] = [];
    const machine = resourceLoading(async (id) => {
      calls.push(id as string);
      return { id, title: 'Écharpe' };
    });
    const actor = createActor(machine, { input: { value: 'prod_1' } }).start();
    expect(resourceState(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(resourceState(actor.getSnapshot())).toEqual({
      status: 'loaded',
      data: { id: 'prod_1', title: 'Écharpe' },
    });
    expect(calls).toEqual(['prod_1']);
  });

  it('fails with the error, and tries again on « Réessayer »', async () => {
    const attempts = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const machine = resourceLoading(() => (attempts[call++] as (typeof attempts)[0]).promise);
    const actor = createActor(machine, { input: { value: undefined } }).start();
    const failure = new Error('HTTP 503: Service Unavailable');
    attempts[0]?.reject(failure);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(resourceState(actor.getSnapshot())).toEqual({ status: 'failed', error: failure });

    actor.send({ type: 'resource.retry' });
    expect(resourceState(actor.getSnapshot())).toEqual({ status: 'loading' });
    attempts[1]?.resolve(['prod_1']);
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(resourceState(actor.getSnapshot())).toEqual({ status: 'loaded', data: ['prod_1'] });
  });

  it('ignores « Réessayer » while loading or loaded', async () => {
    let calls = 0;
    const machine = resourceLoading(async () => ++calls);
    const actor = createActor(machine, { input: { value: undefined } }).start();
    actor.send({ type: 'resource.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'resource.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toBe(1);
  });

  it('aborts the fetch when the page goes away', () => {
    let received: AbortSignal | undefined;
    const machine = resourceLoading((_, signal) => {
      received = signal;
      return new Promise<never>(() => undefined);
    });
    const actor = createActor(machine, { input: { value: undefined } }).start();
    expect(received?.aborted).toBe(false);
    actor.stop();
    expect(received?.aborted).toBe(true);
  });

  describe('with a refresh', () => {
    afterEach(() => vi.useRealTimers());

    /** Figures whose stock is read in three steps: 1 of 3, 2 of 3, then done. */
    function readingInSteps(fail?: number) {
      let call = 0;
      const machine = resourceMachine(
        async () => {
          call += 1;
          if (call === fail) throw new Error('HTTP 503');
          return { read: call, done: call >= 3 };
        },
        { while: (figures) => !figures.done, everyMs: 2_000 },
      );
      return { actor: createActor(machine, { input: { value: undefined } }).start(), calls: () => call };
    }

    it('asks again while the data is incomplete, showing the last answer meanwhile, then stops', async () => {
      vi.useFakeTimers();
      const { actor, calls } = readingInSteps();
      await vi.advanceTimersByTimeAsync(0);
      expect(resourceState(actor.getSnapshot())).toEqual({
        status: 'loaded',
        data: { read: 1, done: false },
      });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(resourceState(actor.getSnapshot())).toEqual({
        status: 'loaded',
        data: { read: 2, done: false },
      });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(resourceState(actor.getSnapshot())).toEqual({ status: 'loaded', data: { read: 3, done: true } });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls()).toBe(3);
    });

    it('keeps the last answer when a refresh fails, and asks again later', async () => {
      vi.useFakeTimers();
      const { actor, calls } = readingInSteps(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls()).toBe(2);
      expect(resourceState(actor.getSnapshot())).toEqual({
        status: 'loaded',
        data: { read: 1, done: false },
      });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(resourceState(actor.getSnapshot())).toEqual({ status: 'loaded', data: { read: 3, done: true } });
    });
  });
});
