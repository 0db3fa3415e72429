import type { Product, Variant } from '@aurele/storefront-contract';
import type { Fault } from '@aurele/storefront-emulator/control';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { cartLink, catalogue, storedCart } from './catalogue-helpers.ts';
import { waitForTheApp } from './fixtures.ts';
import { expect, testOnOwnStack } from './own-stack.ts';
import { stockedVariant } from './seeded-products.ts';
import { chatAlreadyOpened } from './shop-storage.ts';

// The fault suite: the emulator fails in each way a storefront can, and the BFF and the shop must stay calm.

/** A short upstream timeout, so that « slow » and « hang » turn into a 504 quickly. */
const test = testOnOwnStack({ STOREFRONT_TIMEOUT_MS: '2000' });

type GatewayStatus = 502 | 504;

/** Every fault the emulator injects, and the status the BFF must turn it into. */
const faultCases: { name: string; fault: Fault; status: GatewayStatus }[] = [
  { name: 'storefront down', fault: { mode: 'down' }, status: 502 },
  // Past the stack's short upstream timeout; the emulator stops waiting when the BFF gives up.
  { name: 'slower than the timeout', fault: { mode: 'slow', delayMs: 60_000 }, status: 504 },
  { name: 'a 500', fault: { mode: 'error', status: 500 }, status: 502 },
  { name: 'malformed JSON', fault: { mode: 'malformed' }, status: 502 },
  { name: 'a 20 MB body', fault: { mode: 'huge' }, status: 502 },
  { name: 'connection reset mid-answer', fault: { mode: 'drop' }, status: 502 },
];

/** The BFF's words for each status, and the reason phrase the browser's `HTTP {status}: {statusText}` carries. */
const gateway = {
  502: { message: 'La boutique est momentanément indisponible.', statusText: 'Bad Gateway' },
  504: { message: 'La boutique ne répond pas, veuillez réessayer.', statusText: 'Gateway Timeout' },
} as const;

const noFault: Fault = { mode: 'none' };

let listQueries = 0;
/**
 * A product-list query no request has used yet. The BFF caches lists (SWR: 30 s fresh, then served stale while it
 * refreshes), so a fault behind an already cached list never shows; a `to_date` far in the future keeps every
 * product and makes a new cache key.
 */
function uncachedListQuery(): string {
  listQueries += 1;
  return `to_date=${new Date(Date.UTC(2999, 0, 1) + listQueries).toISOString()}`;
}

interface Sample {
  products: Product[];
  /** A variant to buy, and its product. */
  stocked: { product: Product; variant: Variant };
}

async function sampleOf(request: APIRequestContext): Promise<Sample> {
  const products = await catalogue(request);
  return { products, stocked: stockedVariant(products) };
}

/** The BFF's four routes, each asked something its cache cannot answer. */
const apiRoutes: {
  name: string;
  send(request: APIRequestContext, sample: Sample, row: number): Promise<APIResponse>;
}[] = [
  { name: 'GET /api/products', send: (request) => request.get(`/api/products?${uncachedListQuery()}`) },
  {
    // Details are cached by id: each fault row asks for another product, from the end of the catalogue.
    name: 'GET /api/products/:id',
    send: (request, { products }, row) => request.get(`/api/products/${products.at(-1 - row)?.id}`),
  },
  {
    name: 'GET /api/variants',
    send: (request, { products }) => request.get(`/api/variants?product_ids[]=${products[0]?.id}`),
  },
  {
    name: 'POST /api/checkout',
    send: (request, { stocked }) =>
      request.post('/api/checkout', {
        data: {
          items: [{ variant_id: stocked.variant.id, quantity: 1 }],
          locale: 'fr-BE',
          timeZone: 'Europe/Brussels',
        },
      }),
  },
];

test.describe('the BFF answers a failing storefront with a clear JSON error', () => {
  for (const [row, { name, fault, status }] of faultCases.entries()) {
    test(`${name} → ${status} on every route, then normal answers once lifted`, async ({
      request,
      emulator,
    }) => {
      const sample = await sampleOf(request);
      await emulator.setFault(fault);
      for (const route of apiRoutes) {
        const answer = await route.send(request, sample, row);
        expect(answer.status(), route.name).toBe(status);
        expect(answer.headers()['content-type'], route.name).toMatch(/^application\/json/);
        expect(answer.headers()['cache-control'], route.name).toBe('no-store');
        const text = await answer.text();
        expect(JSON.parse(text), route.name).toEqual({ error: { status, message: gateway[status].message } });
        expect(text).not.toContain(emulator.storeId);
        expect(text).not.toContain(new URL(emulator.apiOrigin).host);
      }
      await emulator.setFault(noFault);
      for (const route of apiRoutes) {
        expect((await route.send(request, sample, row)).ok(), route.name).toBe(true);
      }
    });
  }
});

/** The shopper's cart, as the shop itself stored it after an add from the product page. */
interface ShopperCart {
  productId: string;
  productTitle: string;
  variantId: string;
  /** The raw `aurele:cart:v1` value. */
  stored: string;
}

const shop = test.extend<{ cart: ShopperCart }, { shopperCart: ShopperCart }>({
  shopperCart: [
    async ({ browser, ownStack }, use) => {
      const context = await browser.newContext({ baseURL: ownStack.shopUrl });
      const page = await context.newPage();
      // Like the fixture's own page: the add is pressed once the page is the app's.
      waitForTheApp(page);
      const { product, variant } = stockedVariant(await catalogue(context.request));
      await page.goto(`/product/${product.id}?variant=${variant.id}`);
      await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');
      const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.cart);
      await context.close();
      if (!stored) throw new Error('The shop stored no cart');
      await use({ productId: product.id, productTitle: product.title, variantId: variant.id, stored });
    },
    { scope: 'worker' },
  ],
  // Each test starts with that cart in storage (written once: the shop's own writes must stay).
  cart: async ({ page, shopperCart }, use) => {
    await page.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [storageKeys.cart, shopperCart.stored] as const,
    );
    await use(shopperCart);
  },
});

interface PageCase {
  name: string;
  /** Before the fault: what the shopper has on screen already (nothing for pages that load on opening). */
  prepare?(page: Page): Promise<void>;
  /** With the fault on: what makes the page call the BFF (`status`: what the BFF answers it). */
  trigger(page: Page, cart: ShopperCart, status: GatewayStatus): Promise<void>;
  expectError(page: Page, status: GatewayStatus): Promise<void>;
  retry(page: Page): Promise<void>;
  expectContent(page: Page, cart: ShopperCart): Promise<void>;
}

const detailOf = (status: GatewayStatus) => `HTTP ${status}: ${gateway[status].statusText}`;
const alert = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const retryButton = (page: Page) => page.getByRole('button', { name: 'Réessayer' });
const payButton = (page: Page) => page.getByRole('button', { name: 'Procéder au paiement' });
const refreshOf = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/variants'));
const cartLine = (page: Page, cart: ShopperCart) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: cart.productTitle });

/**
 * A parameter the page does not read: the BFF answers the prerendered page, as it does when the storefront fails
 * and it holds no rendering of the page (one it holds shows its products, as it should), and the browser meets the
 * fault itself.
 */
const prerendered = 'rendu=non';

let productsOpened = 0;
/**
 * The product page loads its product (its route's loader), then its stock. The BFF keeps the details it read: a
 * product it already holds shows, its stock unknown. So each case opens a product none has opened yet, whose
 * detail meets the fault.
 */
let unopened: { id: string; title: string } | undefined;

const pageCases: PageCase[] = [
  {
    name: '/product/:id',
    prepare: async (page) => {
      productsOpened += 1;
      unopened = (await catalogue(page.request)).filter((product) => product.variants.length > 0)[
        productsOpened
      ];
    },
    trigger: async (page) => {
      if (!unopened) throw new Error('The seed has too few products');
      await page.goto(`/product/${unopened.id}?${prerendered}`);
    },
    expectError: async (page, status) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Erreur de chargement' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        `Le produit n'a pas pu être chargé: ${detailOf(status)}`,
      );
      await expect(page.getByRole('link', { name: 'Retour à la boutique' })).toBeVisible();
    },
    retry: (page) => retryButton(page).click(),
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: unopened?.title })).toBeVisible();
    },
  },
  {
    // The cart refreshes prices and stock on opening; when that fails it keeps its lines as they were (the BFF
    // checks them again at checkout), so the shopper sees the cart, not an error.
    name: '/cart refresh',
    trigger: async (page, _cart, status) => {
      const [refresh] = await Promise.all([refreshOf(page), page.goto('/cart')]);
      expect(refresh.status()).toBe(status);
    },
    expectError: async (page) => {
      await expect(payButton(page)).toBeEnabled();
    },
    retry: async (page) => {
      const [refresh] = await Promise.all([refreshOf(page), page.reload()]);
      expect(refresh.ok()).toBe(true);
    },
    expectContent: async (page, cart) => {
      await expect(cartLine(page, cart)).toBeVisible();
    },
  },
  {
    name: 'checkout',
    prepare: async (page) => {
      await page.goto('/cart');
      await expect(payButton(page)).toBeEnabled();
    },
    trigger: (page) => payButton(page).click(),
    expectError: async (page) => {
      const error = alert(page, 'Erreur de paiement');
      await expect(error).toContainText(
        "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
      );
    },
    // « Veuillez réessayer »: the same button again.
    retry: (page) => payButton(page).click(),
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Finaliser votre commande' })).toBeVisible();
    },
  },
];

/** The line the shopper put in the cart, and only it: variant and quantity (prices may be refreshed). */
const cartContent = (lines: unknown[]) =>
  (lines as { variant: { id: string }; quantity: number }[]).map(({ variant, quantity }) => [
    variant.id,
    quantity,
  ]);

// `/` and `/shop` answer from the BFF's catalogue index: once it has read the store, a storefront fault no longer
// reaches them (their error state, for a BFF that never read it, is in shop.spec.ts and home.spec.ts).
shop(
  'a storefront fault after the catalogue was read leaves / and /shop whole',
  async ({ page, emulator, cart: _ }) => {
    await page.goto('/shop');
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first()).toBeVisible();
    for (const { fault } of faultCases) {
      await emulator.setFault(fault);
      for (const address of [`/?${prerendered}`, '/shop?sort=price-high', '/shop?category=homme&page=1']) {
        await page.goto(address);
        await expect(alert(page, 'Impossible de charger')).toHaveCount(0);
        const list = address.startsWith('/shop') ? 'Produits' : 'Les pièces du moment';
        await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
      }
    }
  },
);

shop.describe('the shop shows its French error state, retries, and keeps the cart', () => {
  shop.beforeEach(async ({ page }) => {
    await chatAlreadyOpened(page);
  });

  // The browser only ever sees the BFF's 502 or 504 (the tests above map every fault to one of them): each page
  // meets the 504 and one 502, and each fault that makes a 502 reaches one page.
  const badGateways = faultCases.filter((faultCase) => faultCase.status === 502);
  const timeouts = faultCases.filter((faultCase) => faultCase.status === 504);
  for (const [index, pageCase] of pageCases.entries()) {
    const badGateway = badGateways[index % badGateways.length];
    for (const { name, fault, status } of [...(badGateway ? [badGateway] : []), ...timeouts]) {
      shop(`${pageCase.name}, ${name}`, async ({ page, emulator, cart }) => {
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        await pageCase.prepare?.(page);

        await emulator.setFault(fault);
        await pageCase.trigger(page, cart, status);
        await pageCase.expectError(page, status);
        // The page around the error is still there.
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(cartLink(page)).toHaveAccessibleName('Panier, 1 article');

        await emulator.setFault(noFault);
        await pageCase.retry(page);
        await pageCase.expectContent(page, cart);

        await page.goto('/cart');
        await expect(cartLine(page, cart)).toBeVisible();
        expect(cartContent(await storedCart(page))).toEqual(cartContent(JSON.parse(cart.stored)));
        expect(crashes).toEqual([]);
      });
    }
  }
});
