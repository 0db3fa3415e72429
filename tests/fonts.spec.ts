import { expect, test } from './fixtures.ts';

/** The preloads of a page's HTML: the font files its first screen draws with. */
const preloadedFonts = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="">/g)].map(
    ([, href = '']) => href,
  );

test.describe('web fonts on the first paint', () => {
  test('every page preloads the three first-screen font files, each served as WOFF2 by the shop itself', async ({
    request,
  }) => {
    for (const path of ['/', '/shop', '/about']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const fonts = preloadedFonts(html);
      expect(fonts.map((href) => href.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort(), path).toEqual([
        '/assets/cormorant-garamond-latin-500-normal.woff2',
        '/assets/cormorant-garamond-latin-600-normal.woff2',
        '/assets/inter-latin-wght-normal.woff2',
      ]);
      for (const href of fonts) {
        const font = await request.get(href);
        expect(font.status(), href).toBe(200);
        expect(font.headers()['content-type']).toBe('font/woff2');
        // What the CSP's `font-src 'self'` allows: the same origin.
        expect(href.startsWith('/')).toBe(true);
      }
      // The stylesheet (inlined) loads the same files, so the preloads are used, not fetched twice.
      for (const href of fonts) expect(html).toContain(`url(${href})`);
    }
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

  test('a page opened in Chromium loads each preloaded font once and uses it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(new Set(fonts).size).toBe(fonts.length);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  test('the swap from the fallbacks to the web fonts moves nothing on a page of text', async ({ page }) => {
    // The fonts are held back until the page has drawn and hydrated in the fallbacks. On /about, paragraphs that
    // re-wrap, the swap from plain Arial and Times shifts the page by about 0.009; from the matched ones, 0.0002.
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
    // Not until `load`: the preloaded fonts hold it back.
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { fontSwapShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    release();
    await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"');
      await document.fonts.load('500 32px "Cormorant Garamond"');
      await document.fonts.load('600 32px "Cormorant Garamond"');
      await document.fonts.ready;
      // Two frames: a shift is reported after the layout that makes it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const shifts = await page.evaluate(
      () => (window as unknown as { fontSwapShifts: number[] }).fontSwapShifts,
    );
    const cls = shifts.reduce((sum, value) => sum + value, 0);
    // A tenth of the target (CLS ≤ 0.02): what remains is the fallbacks' rounding, not a re-wrap.
    expect(cls).toBeLessThanOrEqual(0.002);
  });
});
