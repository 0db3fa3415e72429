import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through tests/playwright.config.ts`);
  return value;
}

/** A fault the emulator injects into the storefront's answers (its README lists the modes). */
export interface Fault {
  mode: 'none' | 'slow' | 'error' | 'malformed' | 'hang' | 'drop' | 'down' | 'huge';
  delayMs?: number;
  status?: number;
  /** Only requests whose path after `/store/{store}` starts with this, e.g. `/variants`. */
  path?: string;
  count?: number;
}

/** An emulator, through its control API. */
export interface EmulatorControl {
  apiOrigin: string;
  storeId: string;
  /** Back to the seed: stock, no fault, no edited product. */
  reset(): Promise<void>;
  /** Injects a fault until `{ mode: 'none' }` (or a reset) lifts it. */
  fault(fault: Fault): Promise<void>;
  /** Serves this HTML as the product's description until the next reset. */
  setDescription(productId: string, description: string): Promise<void>;
}

export function emulatorControl(
  request: APIRequestContext,
  apiOrigin: string,
  storeId: string,
): EmulatorControl {
  const control = async (path: string, data?: unknown) => {
    const answer = await request.post(`${apiOrigin}/__control/${path}`, { data });
    if (answer.status() !== 204) throw new Error(`emulator control ${path}: ${answer.status()}`);
  };
  return {
    apiOrigin,
    storeId,
    reset: () => control('reset'),
    fault: (fault) => control('faults', fault),
    setDescription: (productId, description) => control(`products/${productId}`, { description }),
  };
}

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
export const test = base.extend<{ emulator: EmulatorControl }>({
  page: async ({ page }, use) => {
    waitForTheApp(page);
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(required('SHOP_URL')),
  emulator: async ({ request }, use) => {
    const emulator = emulatorControl(request, required('EMULATOR_API_ORIGIN'), required('EMULATOR_STORE_ID'));
    await emulator.reset();
    await use(emulator);
    // A fault or an edited product left behind would reach the next test's first requests.
    await emulator.reset();
  },
});

export { expect };
