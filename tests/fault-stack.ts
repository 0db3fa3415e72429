import { type Stack, startStack } from '../scripts/start-stack.ts';
import { test as base, type EmulatorControl, emulatorControl } from './fixtures.ts';

/** The fault stack's upstream timeout: short, so « slow » and « hang » turn into a 504 quickly. */
export const UPSTREAM_TIMEOUT_MS = 2_000;

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
 * A stack of its own for the fault suite (emulator + BFF, on free ports), so that its faults never reach other
 * specs and its BFF cache starts empty; `baseURL`, `request` and `page` point at it.
 */
export const test = base.extend<{ faults: EmulatorControl }, { faultStack: Stack }>({
  faultStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const stack = await startStack({
        port: 0,
        quiet: true,
        env: {
          ...ownEnvironment(),
          EMULATOR_CONTROL: '1',
          CHECKOUT_RATE_LIMIT: '1000',
          STOREFRONT_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
        },
      });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ faultStack }, use) => use(faultStack.shopUrl),
  faults: async ({ faultStack, request }, use) => {
    if (!faultStack.emulator) throw new Error('The fault suite needs the embedded emulator');
    const { apiOrigin, storeId } = faultStack.emulator;
    const control = emulatorControl(request, apiOrigin, storeId);
    await control.reset();
    await use(control);
    await control.reset();
  },
});

export { expect } from './fixtures.ts';
