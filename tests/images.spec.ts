import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { byOrder, catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { earlyPage, notHydrated } from './held-scripts.ts';
import { firstProduct, seededProduct, stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

/**
 * Photographs at the size they are drawn (issue 25): every product picture the shop draws is asked of the
 * storefront's CDN (the emulator's `/cdn-cgi/image/`) at a width the browser chose from the `srcset` by what it
 * draws, never the merchant's upload; the first ones are fetched first; nothing moves while they arrive.
 */

interface DrawnImage {
  src: string;
  /** The width the chosen address asks of the CDN. */
  asked: number;
  /** What the image is drawn at, in device pixels. */
  drawn: number;
}

/** The pictures `images` finds, once the browser has chosen and loaded each. */
async function drawnImages(images: Locator): Promise<DrawnImage[]> {
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((element) => {
      const image = element as HTMLImageElement;
      return {
        src: image.currentSrc,
        asked: Number(/[/,]width=(\d+)/.exec(image.currentSrc)?.[1] ?? Number.NaN),
        drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
      };
    }),
  );
}

/** Every picture is a resized address, not wider than twice what it draws, nor much narrower. */
function expectDrawnToSize(images: DrawnImage[]) {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.src, 'a resized address').toContain('/cdn-cgi/image/');
    expect(image.src).toContain('format=auto');
    expect(image.asked, `${image.src} for ${image.drawn} device pixels`).toBeLessThanOrEqual(2 * image.drawn);
    // Chromium may take the width below what it draws when that one is closer: a step of the ladder at most.
    expect(image.asked, `${image.src} for ${image.drawn} device pixels`).toBeGreaterThanOrEqual(
      image.drawn / 1.5,
    );
  }
}

/** /shop's product pictures. */
const productImages = (page: Page) => page.getByRole('list', { name: 'Produits' }).locator('img');

/** A product page's first photo. */
const firstPhoto = (page: Page) =>
  page.getByRole('main').locator('[aria-roledescription="carousel"] img').first();

/** Scrolls each of the first `count` products of /shop into view, so that their lazy pictures load. */
async function scrollThroughShop(page: Page, count: number) {
  const products = page.getByRole('list', { name: 'Produits' }).getByRole('article');
  await expect(products).toHaveCount(24);
  for (let position = 0; position < count; position += 1) {
    await products.nth(position).scrollIntoViewIfNeeded();
  }
}

const screens = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

for (const [screen, device] of Object.entries(screens)) {
  test.describe(`on a ${screen}`, () => {
    test.use(device);
    test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

    test('/shop’s first 24 products are asked at the width they are drawn', async ({ page }) => {
      await page.goto('/shop');
      await scrollThroughShop(page, 24);
      const images = await drawnImages(productImages(page));
      expect(images).toHaveLength(24);
      expectDrawnToSize(images);
    });

    test('the list view’s pictures are asked at its narrow width', async ({ page }) => {
      await page.goto('/shop');
      await page.getByRole('button', { name: 'Afficher en liste' }).click();
      await scrollThroughShop(page, 24);
      expectDrawnToSize(await drawnImages(productImages(page)));
    });

    test('a product page’s photo, and the cart’s line, are asked at the width they are drawn', async ({
      page,
      request,
    }) => {
      const product = firstProduct(byOrder(await catalogue(request)));
      await page.goto(`/product/${product.id}`);
      // The photo shown; the others wait, lazily, until they are shown.
      expectDrawnToSize(await drawnImages(firstPhoto(page)));

      const { product: inCart, variant } = stockedVariant(await catalogue(request));
      await page.goto(`/cart?add=${inCart.id}&variant=${variant.id}&quantity=1`);
      await expect(page.getByRole('heading', { level: 2, name: inCart.title })).toBeVisible();
      expectDrawnToSize(await drawnImages(page.getByRole('main').locator('li img')));
    });

    test('the header’s suggestions draw 40 px thumbnails no wider than twice that', async ({ page }) => {
      await page.goto('/');
      const search = page
        .getByRole('banner')
        .getByLabel('Rechercher une pièce ou une marque', { exact: true });
      await search.click();
      await search.pressSequentially('ro');
      const thumbnails = await drawnImages(page.getByRole('listbox').locator('img'));
      expectDrawnToSize(thumbnails);
      for (const thumbnail of thumbnails) expect(thumbnail.asked).toBeLessThanOrEqual(2 * 40 * 3);
    });
  });
}

test.describe('the first pictures', () => {
  test('/shop’s first row and a product’s first photo are preloaded from the head and fetched first', async ({
    request,
  }) => {
    const shop = await (await request.get('/shop')).text();
    const preloads = shop.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    // Two tiles on every screen, a third from a tablet, a fourth on a wide screen.
    expect(preloads).toHaveLength(4);
    expect(preloads[2]).toContain('media="screen and (min-width: 740px)"');
    expect(preloads[3]).toContain('media="screen and (min-width: 1280px)"');
    expect(shop.indexOf('<link rel="preload" as="image"')).toBeLessThan(shop.indexOf('<title>'));
    const eager = shop.match(/<img[^>]*loading="eager"[^>]*>/g) ?? [];
    expect(eager).toHaveLength(4);
    for (const image of eager) expect(image).toContain('fetchPriority="high"');
    expect(shop.match(/<img[^>]*loading="lazy"[^>]*>/g)?.length).toBe(20);

    const product = firstProduct(byOrder(await catalogue(request)));
    const page = await (await request.get(`/product/${product.id}`)).text();
    const [preload] = page.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const srcset = /imageSrcSet="([^"]+)"/.exec(preload ?? '')?.[1];
    expect(srcset).toContain('/cdn-cgi/image/');
    // The very widths its first photo chooses from.
    expect(page).toContain(`srcSet="${srcset}"`);
  });

  test('a shared product shows one JPEG 1 200 px wide', async ({ request }) => {
    const product = firstProduct(byOrder(await catalogue(request)));
    const page = await (await request.get(`/product/${product.id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(image).toContain('/cdn-cgi/image/format=jpeg,width=1200,');
    const answer = await request.get(image.replaceAll('&amp;', '&'));
    expect(answer.headers()['content-type']).toBe('image/jpeg');
  });
});

test.describe('while the photos load', () => {
  test.use(screens.phone);

  test('nothing on /shop or a product page moves (CLS 0)', async ({ page, request }) => {
    await chatAlreadyOpened(page);
    // The page stays in its fallback fonts: what the swap to the web fonts moves is fonts.spec.ts's to measure
    // (≤ 0.002); here only the photos may move something.
    await page.route('**/*.woff2', (route) => route.abort());
    // Photos that take their time, as on a slow connection.
    await page.route('**/cdn-cgi/image/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const product = firstProduct(byOrder(await catalogue(request)));
    for (const [path, photos] of [
      ['/shop', productImages],
      [`/product/${product.id}`, firstPhoto],
    ] as const) {
      await page.goto(path);
      await drawnImages(photos(page).first());
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      // CLS as Lighthouse reports it, to three decimals: 0.000 (a sub-pixel nudge of a few ten-thousandths is not
      // a shift anyone sees; a photo arriving into a box without its ratio moves the page by tenths).
      const cls = shifts.reduce((sum, shift) => sum + shift, 0);
      expect(cls, path).toBeLessThan(0.0005);
    }
  });
});

test.describe('the product’s photos, full screen', () => {
  test.beforeEach(async ({ page }) => chatAlreadyOpened(page));

  /** A product with several photos, on its page, and its first photo's link. */
  async function productWithPhotos(page: Page, request: APIRequestContext) {
    const product = seededProduct(
      byOrder(await catalogue(request)),
      (candidate) => (candidate.images ?? []).length >= 3,
      'product with three photos',
    );
    const zoomRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('fit=scale-down')) zoomRequests.push(sent.url());
    });
    await page.goto(`/product/${product.id}`);
    const link = page.getByRole('link', { name: `Agrandir l'image 1 : ${product.title}` });
    const viewer = page.getByRole('dialog', { name: `Images : ${product.title}` });
    return { product, link, viewer, zoomRequests, total: product.images?.length ?? 0 };
  }

  test('by keyboard: Enter on the photo opens it, the arrows move, Escape gives the focus back', async ({
    page,
    request,
  }) => {
    const { link, viewer, zoomRequests, total } = await productWithPhotos(page, request);
    // The large widths are asked for only when the viewer opens.
    expect(zoomRequests).toEqual([]);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`Image 1 sur ${total}`)).toBeVisible();
    const photo = viewer.locator('img');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('fit=scale-down');
    expect(zoomRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`Image 2 sur ${total}`)).toBeVisible();
    await page.keyboard.press('+');
    await expect(viewer.getByRole('button', { name: 'Dézoomer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The gallery shows the photo the viewer closed on, and the focus is on it.
    await expect(page.getByRole('link', { name: /^Agrandir l'image 2 : / })).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use(screens.phone);

    test('by touch: a tap opens it, a double tap or a pinch zooms, a swipe moves on, « Fermer » closes', async ({
      page,
      request,
    }) => {
      const { link, viewer, total } = await productWithPhotos(page, request);
      await link.tap();
      await expect(viewer).toBeVisible();
      const stage = viewer.locator('img');
      await expect
        .poll(() => stage.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      const box = await stage.boundingBox();
      if (!box) throw new Error('The photo is not drawn');
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await doubleTap(page, centre);
      await expect(viewer.getByRole('button', { name: 'Dézoomer' })).toBeVisible();
      await doubleTap(page, centre);
      await expect(viewer.getByRole('button', { name: 'Zoomer' })).toBeVisible();
      await pinchOut(page, centre);
      await expect(viewer.getByRole('button', { name: 'Dézoomer' })).toBeVisible();
      await doubleTap(page, centre);
      await expect(viewer.getByRole('button', { name: 'Zoomer' })).toBeVisible();

      await swipe(page, centre, -150);
      await expect(viewer.getByText(`Image 2 sur ${total}`)).toBeVisible();
      await viewer.getByRole('button', { name: 'Fermer' }).tap();
      await expect(viewer).toBeHidden();
    });
  });

  test('before the app runs, the photo is a link to its large version', async ({ context, request }) => {
    const product = firstProduct(byOrder(await catalogue(request)));
    const { page } = await earlyPage({ context });
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await notHydrated(page);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes('/cdn-cgi/image/') && response.request().isNavigationRequest(),
      ),
      page.getByRole('link', { name: `Agrandir l'image 1 : ${product.title}` }).click(),
    ]);
    expect(answer.url()).toContain('width=2048');
    expect(answer.url()).toContain('fit=scale-down');
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  });
});

type Point = { x: number; y: number };
type Touch = 'touchStart' | 'touchMove' | 'touchEnd';

/**
 * Touch events as fingers make them, each at its moment (`after` seconds from the first; `points`: the fingers on
 * the glass): the page reads their times, which a busy machine's round trips would otherwise stretch past a double
 * tap's 300 ms.
 */
async function touch(page: Page, events: { type: Touch; points: Point[]; after: number }[]) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  for (const { type, points, after } of events) {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: start + after });
  }
}

/** Two quick taps at one point. */
const doubleTap = (page: Page, point: Point) =>
  touch(page, [
    { type: 'touchStart', points: [point], after: 0 },
    { type: 'touchEnd', points: [], after: 0.05 },
    { type: 'touchStart', points: [point], after: 0.15 },
    { type: 'touchEnd', points: [], after: 0.2 },
  ]);

const steps = [0.25, 0.5, 0.75, 1];

/** A finger across the screen from `from`, `dx` pixels sideways. */
const swipe = (page: Page, from: Point, dx: number) =>
  touch(page, [
    { type: 'touchStart', points: [from], after: 0 },
    ...steps.map((step) => ({
      type: 'touchMove' as const,
      points: [{ x: from.x + dx * step, y: from.y }],
      after: 0.2 * step,
    })),
    { type: 'touchEnd', points: [], after: 0.25 },
  ]);

/** Two fingers either side of `centre` moving apart, from 40 to 120 pixels away. */
const pinchOut = (page: Page, centre: Point) => {
  const fingers = (apart: number) => [
    { x: centre.x - apart, y: centre.y },
    { x: centre.x + apart, y: centre.y },
  ];
  return touch(page, [
    { type: 'touchStart', points: fingers(40), after: 0 },
    ...steps.map((step) => ({
      type: 'touchMove' as const,
      points: fingers(40 + 80 * step),
      after: 0.2 * step,
    })),
    { type: 'touchEnd', points: [], after: 0.25 },
  ]);
};
