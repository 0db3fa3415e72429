import { test as base, expect } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through tests/playwright.config.ts`);
  return value;
}

/** Tests run against the stack that global-setup started; each starts from the emulator's seed. */
export const test = base.extend<{ emulator: { apiOrigin: string; storeId: string } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(required('SHOP_URL')),
  emulator: async ({ request }, use) => {
    const apiOrigin = required('EMULATOR_API_ORIGIN');
    await request.post(`${apiOrigin}/__control/reset`);
    await use({ apiOrigin, storeId: required('EMULATOR_STORE_ID') });
  },
});

export { expect };
