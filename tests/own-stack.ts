import { type BffRuntime, type Stack, startStack } from '../scripts/start-stack.ts';
import { test as base, testEmulator } from './fixtures.ts';

/**
 * This process's environment without the shared stack's addresses, which global-setup left there for the workers:
 * its emulator would otherwise write the shared emulator's public origin into payment and image URLs.
 */
function ownEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('EMULATOR_') && name !== 'SHOP_URL'),
  );
}

/**
 * The shop's test fixtures on a stack of the suite's own (emulator + BFF, on free ports, with `env` added), so that
 * what the suite does to its storefront never reaches other specs and its BFF cache starts empty: `baseURL`,
 * `request`, `page` and `emulator` point at it. `runtime` serves the BFF on Node (default) or in workerd.
 */
export function testOnOwnStack(env: NodeJS.ProcessEnv, runtime: BffRuntime = 'node') {
  return base.extend<object, { ownStack: Stack }>({
    ownStack: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const stack = await startStack({
          port: 0,
          quiet: true,
          runtime,
          env: { ...ownEnvironment(), EMULATOR_CONTROL: '1', CHECKOUT_RATE_LIMIT: '1000', ...env },
        });
        await use(stack);
        await stack.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ ownStack }, use) => use(ownStack.shopUrl),
    emulator: async ({ ownStack }, use) => {
      if (!ownStack.emulator) throw new Error('A suite on its own stack needs the embedded emulator');
      const control = testEmulator(ownStack.emulator.apiOrigin, ownStack.emulator.storeId);
      await control.reset();
      await use(control);
      await control.reset();
    },
  });
}

export { expect } from './fixtures.ts';
