import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingWaits } from './pending-waits.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('PendingWaits', () => {
  it('sleep resolves after its delay and forgets itself', async () => {
    vi.useFakeTimers();
    const waits = new PendingWaits();
    let done = false;
    const sleeping = waits.sleep(500, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(waits.count).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a wait as soon as its request is aborted, clearing its timer', async () => {
    vi.useFakeTimers();
    const waits = new PendingWaits();
    const controller = new AbortController();
    const sleeping = waits.sleep(60_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await sleeping;
    expect(vi.getTimerCount()).toBe(0);
    expect(waits.count).toBe(0);
  });

  it('releaseAll ends every sleep and every hold at once', async () => {
    vi.useFakeTimers();
    const waits = new PendingWaits();
    const signal = new AbortController().signal;
    const pending = Promise.all([waits.sleep(60_000, signal), waits.hold(signal), waits.hold(signal)]);
    expect(waits.count).toBe(3);
    waits.releaseAll();
    await pending;
    expect(waits.count).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait for a request already aborted', async () => {
    const waits = new PendingWaits();
    await waits.hold(AbortSignal.abort());
    expect(waits.count).toBe(0);
  });
});
