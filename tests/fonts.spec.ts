import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/** The web fonts the page has added and loaded (not the local fallbacks of the stylesheet). */
const loadedWebFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .map((face) => ({ face, family: face.family.replaceAll('"', '') }))
      .filter(({ face, family }) => face.status === 'loaded' && !family.endsWith('Fallback'))
      .map(({ face, family }) => `${family} ${face.weight}`)
      .sort(),
  );

test.describe('web fonts on the first paint', () => {
  test('no page waits for a web font to draw: its HTML names none, the page adds them once it is painted', async ({
    request,
  }) => {
    for (const path of ['/', '/shop', '/about']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, path).not.toContain('.woff2');
    }
  });

  test('a page opened in Chromium fetches the three font files after its first paint, once each, and uses them', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect.poll(() => loadedWebFonts(page)).toHaveLength(3);
    expect(fonts.map((href) => href.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort()).toEqual([
      '/assets/cormorant-garamond-latin-500-normal.woff2',
      '/assets/cormorant-garamond-latin-600-normal.woff2',
      '/assets/inter-latin-wght-normal.woff2',
    ]);
    // Asked for by the page's script once the page is parsed and painted, not found by the parser.
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventEnd,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.parsed);
    for (const href of fonts) {
      const font = await page.request.get(href);
      expect(font.status(), href).toBe(200);
      expect(font.headers()['content-type']).toBe('font/woff2');
    }
    expect(await loadedWebFonts(page)).toEqual([
      'Cormorant Garamond 500',
      'Cormorant Garamond 600',
      'Inter Variable 100 900',
    ]);
  });

  test('each web font falls back on a local font with matched metrics, named right after it', async ({
    request,
  }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    for (const [family, local] of [
      ['Cormorant Garamond Fallback', 'Times New Roman'],
      ['Inter Variable Fallback', 'Arial'],
    ] as const) {
      const face = html.match(new RegExp(`@font-face\\{[^}]*font-family:${family}\\}`))?.[0] ?? '';
      expect(face).toContain(`local(${local})`);
      for (const override of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
        expect(face).toMatch(new RegExp(`${override}:\\d+(\\.\\d+)?%`));
      }
    }
    // The theme's families (CSS variables) name each fallback right after its web font.
    expect(html).toMatch(/--[\w-]+:"Cormorant Garamond", "Cormorant Garamond Fallback",/);
    expect(html).toMatch(/--[\w-]+:"Inter Variable", "Inter Variable Fallback",/);
  });

  // On /about, paragraphs that re-wrap, the swap from plain Arial and Times shifts the page by about 0.009; from the
  // matched ones, 0.0002. /shop's first screen on a phone is a row of chips and a bar whose words change width a
  // little with the font (about 0.0013).
  for (const path of ['/about', '/shop']) {
    test(`the swap from the fallbacks to the web fonts moves almost nothing on ${path}`, async ({ page }) => {
      await chatAlreadyOpened(page);
      // The fonts are held back until the page has drawn and hydrated in the fallbacks.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      // A phone's width, as Lighthouse's mobile preset: the narrower the column, the more a swap re-wraps text.
      await page.setViewportSize({ width: 412, height: 823 });
      // Not until `load`: the held fonts hold it back.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await loadedWebFonts(page)).toEqual([]);
      await page.evaluate(() => {
        const shifts: number[] = [];
        Object.assign(window, { fontSwapShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
      });
      release();
      await expect.poll(() => loadedWebFonts(page)).toHaveLength(3);
      // Two frames: a shift is reported after the layout that makes it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { fontSwapShifts: number[] }).fontSwapShifts,
      );
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      // A tenth of the target (CLS ≤ 0.02): what remains is the fallbacks' rounding, not a re-wrap.
      expect(cls).toBeLessThanOrEqual(0.002);
    });
  }
});
