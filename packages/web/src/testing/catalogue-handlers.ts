import { createApp, loadConfig } from '@aurele/bff';
import {
  defaultCatalogueTables,
  indexCatalogue,
  queryCatalogue,
  toCatalogueEntry,
} from '@aurele/bff/catalogue-engine';
import { readCatalogueQuery } from '@aurele/shop-contract';
import type { ProductDetail } from '@aurele/storefront-contract';
import {
  createEmulator,
  DEFAULT_STORE_ID,
  type Emulator,
  productBySlug,
  type StoreProfileName,
  stockOf,
} from '@aurele/storefront-emulator/in-memory';
import { delay, HttpResponse, http } from 'msw';
import type { Product } from '../domain/product';
import type { ProductSummary } from '../domain/product-summary';
import { toProduct, withStock } from '../storefront/map-product';
import { toSummary } from '../storefront/map-tile';
import { listItem } from './storefront-fixtures';

// The stories' shop is the real stack, in memory: the BFF's own app over the storefront emulator's store (its
// seed, its pictures), so a story sees the products the running shop serves, in the same shapes. MSW hands the
// BFF the app's requests and the emulator the pictures'.

/** Where the BFF reaches the storefront (never the network: its `fetch` is the emulator's app). */
const storefrontOrigin = 'https://storefront.story.invalid';
/**
 * Where the emulator's pictures are addressed: its own default public origin, on a host the shop resizes through
 * the CDN (storefront/images), so a story draws the very addresses the running shop draws. MSW answers them from
 * the emulator in memory (its drawings, as no photo lab runs in a browser); nothing reaches that port.
 */
const picturesOrigin = 'http://localhost:8082';

const emulators = new Map<StoreProfileName, Emulator>();

/** The emulator of `profile`, made once: it draws every picture of its store. */
function storyEmulator(profile: StoreProfileName = 'maison-aurele'): Emulator {
  const known = emulators.get(profile);
  if (known) return known;
  const emulator = createEmulator({ profile, publicOrigin: picturesOrigin });
  emulators.set(profile, emulator);
  return emulator;
}

/** A BFF over the emulator, as a server just started: nothing an earlier story made it cache. */
function freshBff(emulator: Emulator) {
  const config = loadConfig({
    STOREFRONT_API_URL: storefrontOrigin,
    STOREFRONT_STORE_ID: DEFAULT_STORE_ID,
    STOREFRONT_PUBLIC_ORIGINS: picturesOrigin,
  });
  const toEmulator: typeof fetch = async (input, init) => emulator.api.fetch(new Request(input, init));
  const bff = createApp(
    { ...config, publicOrigin: window.location.origin },
    { fetch: toEmulator, log: () => {} },
  );
  // The BFF reads the whole catalogue once, before its first list, related products or suggestions: started now,
  // as a running server would have, so that the story's first of those answers as fast as the next ones.
  void bff.request('/api/catalogue');
  return bff;
}

/** A product of the `profile` store by its slug, as the BFF's product route answers it. */
export function catalogueProduct(slug: string, profile?: StoreProfileName): ProductDetail {
  return productBySlug(storyEmulator(profile), slug);
}

/** A product as the product page has it: mapped, with its live stock. */
export function storyProduct(slug: string, profile?: StoreProfileName): Product {
  const raw = catalogueProduct(slug, profile);
  return withStock(toProduct(raw), stockOf(storyEmulator(profile), raw));
}

/** A product as a card has it: the tile the BFF's catalogue answers with. */
export function listedStorySummary(slug: string, profile?: StoreProfileName): ProductSummary {
  return toSummary(toCatalogueEntry(listItem(catalogueProduct(slug, profile)), defaultCatalogueTables).tile);
}

/** Every unit of the product sold, as if by other shoppers, until the next story's `catalogueHandlers`. */
export function sellOut(slug: string, profile?: StoreProfileName): void {
  const emulator = storyEmulator(profile);
  const onHand = stockOf(emulator, catalogueProduct(slug, profile));
  emulator.state.inventory.take(
    onHand.flatMap(({ id, inventory_quantity }) =>
      inventory_quantity ? [{ variantId: id, quantity: inventory_quantity }] : [],
    ),
  );
}

const catalogueRoutes = [
  '/api/catalogue',
  '/api/suggestions',
  '/api/products',
  '/api/products/:id/related',
  '/api/products/:id',
  '/api/variants',
  '/api/admin/products',
  '/api/admin/products/export',
  '/api/admin/figures',
];

/** The catalogue routes answered by a fresh BFF over the `profile` store, as seeded, and its pictures. */
export function catalogueHandlers(profile?: StoreProfileName) {
  const emulator = storyEmulator(profile);
  // What an earlier story sold out is back.
  emulator.state.reset();
  const bff = freshBff(emulator);
  return [
    ...catalogueRoutes.map((route) => http.get(route, ({ request }) => bff.fetch(request))),
    http.get(`${picturesOrigin}/*`, ({ request }) => emulator.public.fetch(request)),
  ];
}

function errorResponse(status: number, statusText: string) {
  return HttpResponse.json({ error: { status, message: statusText } }, { status, statusText });
}

/** A store without a product: the BFF's catalogue engine over no entries. */
export const emptyCatalogueHandlers = [
  http.get('/api/catalogue', ({ request }) => {
    const { query } = readCatalogueQuery(new URL(request.url).searchParams);
    const index = indexCatalogue({ entries: [], newCount: 0, readAt: Date.now() });
    return HttpResponse.json(queryCatalogue(index, query));
  }),
];

/** Every catalogue route waits forever: the loading states. */
export const slowCatalogueHandlers = catalogueRoutes.map((route) => http.get(route, () => delay('infinite')));

/** Every catalogue route fails with `status`. */
export function failingCatalogueHandlers(status = 503, statusText = 'Service Unavailable') {
  return catalogueRoutes.map((route) => http.get(route, () => errorResponse(status, statusText)));
}

/** The list fails once, then answers: « Réessayer » works. */
export function flakyCatalogueHandlers() {
  let calls = 0;
  return [
    http.get('/api/catalogue', () => {
      calls += 1;
      return calls === 1 ? errorResponse(503, 'Service Unavailable') : undefined;
    }),
    ...catalogueHandlers(),
  ];
}
