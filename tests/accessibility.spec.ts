import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { routeStates, specRoutes } from './route-states.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The accessibility sweep: axe (WCAG 2.2 AA) on every route and state of route-states.ts.

/** WCAG 2.2 AA, and axe's best practices (landmarks, one h1, …), which every page met before this sweep too. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test('the sweep visits every route', () => {
  expect(new Set(routeStates.map((row) => row.route))).toEqual(new Set(specRoutes));
});

test.describe('accessibility sweep (axe, WCAG 2.2 AA)', () => {
  // axe reads whole pages on a busy two-core machine.
  test.slow();
  test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

  for (const { route, state, reach } of routeStates) {
    test(`${route}, ${state}`, async ({ page, emulator: _seeded }) => {
      await reach(page);
      const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(violations).toEqual([]);
    });
  }
});
