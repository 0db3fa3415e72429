import type { FaultSettings } from '@aurele/storefront-emulator';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/** A fault the emulator injects on its storefront paths (`path` is a prefix after `/store/{id}`). */
export type Fault = FaultSettings;

export interface TestEmulator {
  readonly apiOrigin: string;
  readonly publicOrigin: string;
  readonly storeId: string;
  fault(fault: Fault): Promise<void>;
}

type RunningEmulator = Pick<TestEmulator, 'apiOrigin' | 'publicOrigin' | 'storeId'>;

/**
 * One emulator (control on) for the whole test file, reset before each test. It runs in Node, started by the
 * launcher of the global setup (`emulator-launcher.ts`), so the same file runs on Node and inside workerd.
 */
export function useEmulator(options: { storeId?: string } = {}): TestEmulator {
  let running: RunningEmulator | undefined;
  const launcher = (path: string, body: unknown) =>
    fetch(`${inject('emulatorLauncher')}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  const current = () => {
    if (!running) throw new Error('The emulator is not started yet: use it inside a test');
    return running;
  };
  const control = async (path: string, body?: unknown) => {
    const answer = await fetch(`${current().apiOrigin}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (answer.status !== 204) throw new Error(`emulator control ${path} answered ${answer.status}`);
  };

  beforeAll(async () => {
    running = (await (await launcher('start', options)).json()) as RunningEmulator;
  });
  afterAll(async () => {
    if (running) await (await launcher('stop', { apiOrigin: running.apiOrigin })).body?.cancel();
  });
  beforeEach(() => control('reset'));

  return {
    get apiOrigin() {
      return current().apiOrigin;
    },
    get publicOrigin() {
      return current().publicOrigin;
    },
    get storeId() {
      return current().storeId;
    },
    fault: (fault) => control('faults', fault),
  };
}
