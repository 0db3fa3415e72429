import { type FaultSettings, type RunningEmulator, startEmulator } from '@aurele/storefront-emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A fault the emulator injects on its storefront paths (`path` is a prefix after `/store/{id}`). */
export type Fault = FaultSettings;

export interface TestEmulator {
  readonly apiOrigin: string;
  readonly publicOrigin: string;
  readonly storeId: string;
  fault(fault: Fault): Promise<void>;
}

/** One emulator (control on) for the whole test file, reset before each test. */
export function useEmulator(options: { storeId?: string } = {}): TestEmulator {
  let running: RunningEmulator | undefined;
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
    running = await startEmulator({ control: true, apiPort: 0, publicPort: 0, ...options });
  });
  afterAll(() => running?.close());
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
