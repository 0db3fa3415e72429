import { type EmulatorControl, emulatorControl } from '@aurele/storefront-emulator/control';
import { test as base, expect, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through tests/playwright.config.ts`);
  return value;
}

/** The emulator of the stack under test: its control client, and the two secrets the shop must never leak. */
export interface TestEmulator extends EmulatorControl {
  apiOrigin: string;
  storeId: string;
}

export const testEmulator = (apiOrigin: string, storeId: string): TestEmulator => ({
  ...emulatorControl(apiOrigin),
  apiOrigin,
  storeId,
});

/**
 * The shop paints its prerendered HTML before the app takes it over: a click or a keystroke in between reaches
 * no handler. Like a shopper, a test acts once the page is the app's (`<html data-hydrated>`).
 */
export function waitForTheApp(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A page of the shop has the app's root; the storefront's payment page has none.
  const whenShopPage = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
      );
    }
    return response;
  };
  page.goto = async (...args) => whenShopPage(await goto(...args));
  page.reload = async (...args) => whenShopPage(await reload(...args));
}

/** Tests run against the stack that global-setup started; each starts from the emulator's seed. */
export const test = base.extend<{ emulator: TestEmulator }>({
  page: async ({ page }, use) => {
    waitForTheApp(page);
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(required('SHOP_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  emulator: async ({}, use) => {
    const emulator = testEmulator(required('EMULATOR_API_ORIGIN'), required('EMULATOR_STORE_ID'));
    await emulator.reset();
    await use(emulator);
    // A fault or an edited product left behind would reach the next test's first requests.
    await emulator.reset();
  },
});

export { expect };
