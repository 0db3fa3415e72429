import { frenchTypographyFaults } from '../packages/web/src/domain/french-typography.ts';
import { expect, test } from './fixtures.ts';
import { routeStates } from './route-states.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The typography sweep (issue 28): every route and state of route-states.ts read as a shopper reads it — the
// page's text, its title and its description — against French rules (domain/french-typography.ts).

test.describe('French typography sweep', () => {
  test.slow();
  test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

  for (const { route, state, reach } of routeStates) {
    test(`${route}, ${state}`, async ({ page, emulator: _seeded }) => {
      await reach(page);
      // biome-ignore lint/performance/useDomNodeTextContent: what is drawn, as a shopper reads it (hidden text left out)
      const shown = await page.locator('body').innerText();
      const head = await page.evaluate(() => [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ]);
      expect(frenchTypographyFaults([...head, shown].join('\n'))).toEqual([]);
    });
  }
});
