import type { Locator, Page } from '@playwright/test';
import { byOrder, catalogue } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';
import { firstProduct, stockedVariant } from './seeded-products.ts';
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
      expect(shifts, path).toEqual([]);
    }
  });
});
