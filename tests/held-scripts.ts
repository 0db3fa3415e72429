import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * A shopper on a slow connection acts on the painted page before its scripts have run (DESIGN.md « Rendering »).
 * These helpers hold the shop's scripts back, so that a test acts in that window, then let them through.
 */

/**
 * The app itself (`frame`: main.tsx and what it imports, packages/web/vite/first-load-chunks.ts): the page's first
 * small script, which keeps what the shopper does, still runs.
 */
export const theApp = '**/assets/frame-*.js';

/** The lazily loaded module of one route's page (`product-page`, `shop-page`, …): the app runs, the page waits. */
export const pageModule = (name: string) => `**/assets/${name}-*.js`;

/**
 * Holds back the shop's scripts (all of them unless told which) until `release()`; the pages that follow the
 * first are held too. `requested` settles once the browser has asked for one of them.
 */
export async function holdScripts(page: Page, scripts: string) {
  const held: Route[] = [];
  let released = false;
  let requested: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(scripts, (route) => {
    if (released) return route.continue();
    held.push(route);
    requested();
  });
  return {
    requested: firstRequest,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement?.hasAttribute('data-hydrated'));

/** Asserts the app has not taken the page over: what the test does next is a shopper's early action. */
export const notHydrated = async (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);

/**
 * A page of its own (the fixture's `page` waits for the app after every goto), the chat already seen, with the
 * scripts held back: all of them unless told which.
 */
export async function earlyPage({ context }: { context: BrowserContext }, held = '**/assets/*.js') {
  const page = await context.newPage();
  await chatAlreadyOpened(page);
  const scripts = await holdScripts(page, held);
  return { page, scripts };
}
