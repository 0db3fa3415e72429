import { type EmulatorControl, emulatorControl } from '@aurele/storefront-emulator/control';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

export interface TestEmulator extends Pick<EmulatorControl, 'setFault'> {
  readonly apiOrigin: string;
  readonly publicOrigin: string;
  readonly storeId: string;
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
  const control = () => emulatorControl(current().apiOrigin);

  beforeAll(async () => {
    running = (await (await launcher('start', options)).json()) as RunningEmulator;
  });
  afterAll(async () => {
    if (running) await (await launcher('stop', { apiOrigin: running.apiOrigin })).body?.cancel();
  });
  beforeEach(() => control().reset());

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
    setFault: (fault) => control().setFault(fault),
  };
}
