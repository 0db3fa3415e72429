import type { CheckoutResponse, StorefrontError, VariantStockResponse } from '@aurele/storefront-contract';
import type { Hono } from 'hono';
import type { StoredProduct, StoredVariant } from '../catalogue/stored-product.js';
import { createEmulator, DEFAULT_STORE_ID, type Emulator, type EmulatorOptions } from '../create-emulator.js';

/** A fixed instant, so that dates in assertions do not depend on when the tests run. */
export const NOW = new Date('2026-11-21T12:00:00.000Z');
export const PUBLIC_ORIGIN = 'http://localhost:8082';
export const SHOP_ORIGIN = 'http://localhost:8080';

/** An emulator with control enabled and a fixed `now`. */
export function testEmulator(options: EmulatorOptions = {}): Emulator {
  return createEmulator({ now: NOW, publicOrigin: PUBLIC_ORIGIN, control: true, ...options });
}

/** A path under the default store: `store('/products')`. */
export const store = (path: string) => `/store/${DEFAULT_STORE_ID}${path}`;

/** A JSON answer; `T` is what the test expects to read (an error body, a list, …). */
export interface JsonAnswer<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export async function getJson<T = StorefrontError>(
  app: Hono,
  path: string,
  init?: RequestInit,
): Promise<JsonAnswer<T>> {
  const response = await app.request(path, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

export async function postJson<T = StorefrontError>(
  app: Hono,
  path: string,
  body: unknown,
): Promise<JsonAnswer<T>> {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export interface CheckoutItemInput {
  readonly variant_id: string;
  readonly quantity: number;
  readonly custom_field_values?: readonly { custom_field_id: string; value: string }[];
}

export const checkoutBody = (items: readonly CheckoutItemInput[]) => ({
  items,
  successUrl: `${SHOP_ORIGIN}/success`,
  cancelUrl: `${SHOP_ORIGIN}/cart`,
  locale: 'fr-BE',
  timeZone: 'Europe/Brussels',
});

export interface FoundVariant {
  readonly product: StoredProduct;
  readonly variant: StoredVariant;
}

/** The first priced variant of a purchasable, visible product that satisfies `accept`. */
export function findVariant(emulator: Emulator, accept: (found: FoundVariant) => boolean): FoundVariant {
  for (const product of emulator.state.catalogue.products) {
    if (!product.purchasable || product.hidden) continue;
    for (const variant of product.variants) {
      if (variant.prices.length === 0) continue;
      if (accept({ product, variant })) return { product, variant };
    }
  }
  throw new Error('No variant in the seed matches the test');
}

/** Opens a payment session for these items and returns the page's path on the public origin (no query). */
export async function openSession(emulator: Emulator, items: readonly CheckoutItemInput[]): Promise<string> {
  const { status, body } = await postJson<CheckoutResponse>(
    emulator.api,
    store('/checkout'),
    checkoutBody(items),
  );
  if (status !== 201) throw new Error(`checkout refused: ${JSON.stringify(body)}`);
  return new URL(body.url).pathname;
}

/** Live stock of one variant, as the variants call reports it. */
export async function stockOf(emulator: Emulator, found: FoundVariant): Promise<number | null> {
  const { body } = await getJson<VariantStockResponse>(
    emulator.api,
    store(`/variants?fields=inventory_quantity&product_ids[]=${found.product.id}`),
  );
  const stock = body.variants.find((variant) => variant.id === found.variant.id);
  if (!stock) throw new Error(`The variants call forgot ${found.variant.id}`);
  return stock.inventory_quantity;
}

export const postForm = (app: Hono, path: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'holder=Camille+Laurent',
  });
