import type { CatalogueAnswer, FacetCount } from '@aurele/shop-contract';
import type {
  ProductListResponse,
  Product as RawProduct,
  Variant as RawVariant,
  VariantStockResponse,
} from '@aurele/storefront-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { storageKeys } from '../packages/web/src/storage/keys.ts';
import { expect } from './fixtures.ts';

// Shared by the specs that read the catalogue: the seed read through the BFF, and the page's words.

/** Products per `/api/variants` query: a cart's worth, well within what the BFF accepts. */
const STOCK_QUERY_PRODUCTS = 50;

/** Products per `/api/products` page: the most the BFF gives without `ids[]`. */
const LIST_PAGE = 100;

/**
 * The whole catalogue, as the BFF serves it page by page (`order`: extra list parameters, such as the storefront's
 * newest-first order), with live stock: the BFF may serve the list from its cache, from before an earlier test's
 * purchase and the emulator's reset, while `/api/variants` is never cached.
 */
export async function catalogue(request: APIRequestContext, order = ''): Promise<RawProduct[]> {
  const products: RawProduct[] = [];
  for (let offset = 0, count = 1; offset < count; offset += LIST_PAGE) {
    const answer = await request.get(
      `/api/products?limit=${LIST_PAGE}&offset=${offset}${order && `&${order}`}`,
    );
    const page = (await answer.json()) as ProductListResponse;
    products.push(...page.products);
    count = page.count;
  }
  const stock = new Map<string, number | null>();
  for (let start = 0; start < products.length; start += STOCK_QUERY_PRODUCTS) {
    const ids = products
      .slice(start, start + STOCK_QUERY_PRODUCTS)
      .map((product) => `product_ids[]=${product.id}`);
    const live = await request.get(`/api/variants?${ids.join('&')}`);
    for (const variant of ((await live.json()) as VariantStockResponse).variants) {
      stock.set(variant.id, variant.inventory_quantity);
    }
  }
  return products.map((product) => ({
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      inventory_quantity: stock.get(variant.id) ?? variant.inventory_quantity,
    })),
  }));
}

export const byOrder = (products: RawProduct[]) => [...products].sort((a, b) => a.order - b.order);

export function payable(variant: RawVariant): number {
  const [price] = variant.prices;
  if (!price) throw new Error(`Variant ${variant.id} has no price`);
  return price.sale_amount ?? price.amount;
}

const isPriced = (variant: RawVariant) => variant.prices.length > 0;

/**
 * The variant whose price a card shows: the cheapest priced one, whatever `site_product_selection` says (the
 * storefront reads any rule but `lowest_price_first` like null); none for a product sold « sur demande ».
 */
export function displayVariant(product: RawProduct): RawVariant | undefined {
  return product.variants
    .filter(isPriced)
    .reduce<RawVariant | undefined>(
      (cheapest, variant) => (cheapest && payable(cheapest) <= payable(variant) ? cheapest : variant),
      undefined,
    );
}

/** What a card reads where the price is. */
export const shownPrice = (product: RawProduct) => {
  const shown = displayVariant(product);
  return shown ? spaced(euros(payable(shown))) : 'Prix sur demande';
};

export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Text as the page writes it: `Intl` puts no-break spaces in amounts, Playwright reads them as spaces. */
export const spaced = (text: string) => text.replace(/\s/g, ' ');

export const storedCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], storageKeys.cart);

/** The cart the browser keeps comes to hold one line: `quantity` of the variant. */
export const cartComesToHold = (page: Page, variant: RawVariant, quantity: number) =>
  expect
    .poll(() => storedCart(page))
    .toEqual([expect.objectContaining({ variant: expect.objectContaining({ id: variant.id }), quantity })]);

export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Panier,/ });
export const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favoris,/ });

/** The cart drawer an add opened, headed « Ajouté au panier » (the toaster says only refusals). */
export const addedDrawer = (page: Page) => page.getByRole('dialog', { name: 'Ajouté au panier' });

/** Closes the drawer an add opened, as a shopper who goes on with the page would (the page is inert under it). */
export async function closeAddedDrawer(page: Page) {
  await expect(addedDrawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(addedDrawer(page)).toHaveCount(0);
}

/** Goes on to /cart from the cart drawer (« Voir le panier »), opened by an add or by the header's bag. */
export async function viewCartFromDrawer(page: Page) {
  await page.getByRole('dialog').getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The drawer closes as the page changes, once its leaving has played.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Goes to /cart as a shopper does once the app runs: the header's bag opens the drawer, which leads on. */
export async function openCartPage(page: Page) {
  await cartLink(page).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  await viewCartFromDrawer(page);
}

/** The one notice on screen (docs/product/data-and-states.md#states-and-transitions), polite or urgent. */
export const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A page of a `/shop` query as the BFF answers it (`search`: the query's parameters), with its facets. */
export async function catalogueAnswer(request: APIRequestContext, search = ''): Promise<CatalogueAnswer> {
  const answer = await request.get(`/api/catalogue${search && `?${search}`}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** A filter value's checkbox name, as a screen reader reads it: « M, 12 produits ». */
export function facetChoiceName({ value, count }: FacetCount): string {
  return `${value}, ${count === 0 ? 'aucun produit' : `${count} ${count > 1 ? 'produits' : 'produit'}`}`;
}

/** A value that narrows the list without emptying it: the most common one short of all. */
export function narrowingValue(values: FacetCount[] | undefined, total: number): FacetCount {
  const found = (values ?? [])
    .filter((value) => value.count >= 2 && value.count < total)
    .sort((a, b) => b.count - a.count)[0];
  if (!found) throw new Error('The seed has no value that narrows the list');
  return found;
}

/** The count of « créations » above /shop's list, and the words it says for `n`. */
export const creationCount = (page: Page) => page.getByRole('main').getByText(/^\d[\d\s]* créations?$/);
/** A count as the shop writes it, « 20 000 », its narrow no-break space read as the space Playwright makes it. */
export const frenchCount = (n: number) => spaced(new Intl.NumberFormat('fr-FR').format(n));
export const creations = (n: number) => `${frenchCount(n)} ${n > 1 ? 'créations' : 'création'}`;
