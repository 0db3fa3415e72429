import { test as base, expect, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through tests/playwright.config.ts`);
  return value;
}

/**
 * The shop paints its prerendered HTML before the app takes it over: a click or a keystroke in between reaches
 * no handler. Like a shopper, a test acts once the page is the app's (`<html data-hydrated>`).
 */
function waitForTheApp(page: Page, shopOrigin: string) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const whenShopPage = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const isShopPage =
      response?.headers()['content-type']?.startsWith('text/html') &&
      new URL(response.url()).origin === shopOrigin;
    if (isShopPage) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  page.goto = async (...args) => whenShopPage(await goto(...args));
  page.reload = async (...args) => whenShopPage(await reload(...args));
}

/** Tests run against the stack that global-setup started; each starts from the emulator's seed. */
export const test = base.extend<{ emulator: { apiOrigin: string; storeId: string } }>({
  page: async ({ page }, use) => {
    waitForTheApp(page, new URL(required('SHOP_URL')).origin);
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(required('SHOP_URL')),
  emulator: async ({ request }, use) => {
    const apiOrigin = required('EMULATOR_API_ORIGIN');
    await request.post(`${apiOrigin}/__control/reset`);
    await use({ apiOrigin, storeId: required('EMULATOR_STORE_ID') });
  },
});

export { expect };
