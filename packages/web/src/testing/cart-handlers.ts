import type { StoreProfileName } from '@aurele/storefront-emulator/in-memory';
import type { Decorator } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { type CartLine, cartableVariant, cartLineFor } from '../domain/cart';
import { cartUnits } from '../domain/cart-totals';
import { type WishlistItem, wishlistItemFor } from '../domain/wishlist';
import { type NavigateToPayment, PaymentNavigation } from '../features/checkout/payment-navigation';
import { CartActor } from '../state/app-actors';
import { storageKeys } from '../storage/keys';
import { storyProduct } from './catalogue-handlers';
import type { StorageSeed } from './story-decorators';

// Stories only: carts and wishlists made of the story store's products (`catalogue-handlers.ts`), so that the cart's
// refresh and the wishlist's stock check read the same products, and the BFF's checkout route.

/** Where the story checkout's payment page would be. */
export const paymentPageUrl = 'https://paiement.example.test/checkout/session-story';

/** A line of `quantity` units of the story product's variant at `variantIndex`, as the cart stores it. */
export function storyCartLine(
  slug: string,
  variantIndex: number,
  quantity: number,
  profile?: StoreProfileName,
): CartLine {
  const product = storyProduct(slug, profile);
  const variant = product.variants[variantIndex];
  const cartable = variant && cartableVariant(variant);
  if (!cartable) throw new Error(`${slug} has no variant ${variantIndex} the cart can take`);
  return cartLineFor(product, cartable, quantity);
}

/** A saved product, the variant at `variantIndex` chosen. */
export function storyWishlistItem(slug: string, variantIndex = 0): WishlistItem {
  const product = storyProduct(slug);
  return wishlistItemFor(product, product.variants[variantIndex]);
}

/** The line as a cart that kept an older price would hold it. */
function storedAt(line: CartLine, priceInCents: number): CartLine {
  return { ...line, variant: { ...line.variant, price_in_cents: priceInCents } };
}

/** Three tote bags stored when two are left: a line beyond stock once refreshed. */
export const toteBeyondStock: CartLine = { ...storyCartLine('cabas-nylon-recycle', 0, 1), quantity: 3 };

/** The carts the stories start from. */
export const storyCarts = {
  /** 69,00 €: shipping costs 7,90 €, 81,00 € short of free delivery. */
  underFreeShipping: [storyCartLine('pull-marin-coton-enfant', 1, 1)],
  /** 150,00 € exactly (three shirts at an old 50,00 €): delivery is « Offerte » from there. */
  atFreeShipping: [storedAt(storyCartLine('chemise-oxford', 0, 3), 5000)],
  /** 767,00 €, one line on sale: shipping « Offerte ». */
  overFreeShipping: [
    storyCartLine('veste-costume-laine-froide', 0, 1),
    storyCartLine('sac-seau-cuir-graine', 0, 1),
  ],
  /** Stored at 450,00 € when the jacket now costs 490,00 €: the refresh says so. */
  priceChanged: [storedAt(storyCartLine('veste-costume-laine-froide', 0, 1), 45000)],
  /** The refresh finds the tote bags beyond stock. */
  beyondStock: [toteBeyondStock, storyCartLine('pull-marin-coton-enfant', 1, 1)],
  /** 8 500,00 ₹ from a store that sells in rupees: no euro shipping line. */
  inRupees: [storyCartLine('block-printed-cotton-kurta', 0, 1, 'comptoir-jaipur')],
} satisfies Record<string, CartLine[]>;

/** `parameters.storage` for `withAppProviders`: the browser storage holds this cart and wishlist. */
export function storedCart(lines: CartLine[], wishlist: WishlistItem[] = []): StorageSeed {
  return { local: { [storageKeys.cart]: lines, [storageKeys.wishlist]: wishlist } };
}

const checkoutError = () =>
  HttpResponse.json(
    { error: { status: 500, message: 'Internal Server Error' } },
    { status: 500, statusText: 'Internal Server Error' },
  );

/** `POST /api/checkout` answers the payment page's address; `onRequest` sees what the shop sent. */
export function checkoutHandlers(onRequest: (body: unknown) => void = () => undefined) {
  return [
    http.post('/api/checkout', async ({ request }) => {
      onRequest(await request.json());
      return HttpResponse.json({ url: paymentPageUrl });
    }),
  ];
}

/** The checkout never answers: the button stays busy. */
export const slowCheckoutHandlers = [http.post('/api/checkout', () => delay('infinite'))];

/** The checkout fails every time. */
export const failingCheckoutHandlers = [http.post('/api/checkout', checkoutError)];

/** The store refuses the checkout for stock: the BFF's 409 with the storefront's code. */
export const outOfStockCheckoutHandlers = [
  http.post('/api/checkout', () =>
    HttpResponse.json(
      {
        error: {
          status: 409,
          message: 'Not enough stock for variant cabas-nylon_v1',
          code: 'insufficient_inventory',
        },
      },
      { status: 409, statusText: 'Conflict' },
    ),
  ),
];

/** The checkout fails once, then answers: pressing the button again retries. */
export function flakyCheckoutHandlers() {
  let calls = 0;
  return [
    http.post('/api/checkout', () => {
      calls += 1;
      return calls === 1 ? checkoutError() : HttpResponse.json({ url: paymentPageUrl });
    }),
  ];
}

/** Stories stay on their page: the checkout reports where it would go to `onNavigate` instead of leaving. */
export function withPaymentNavigation(onNavigate: NavigateToPayment): Decorator {
  return (Story) => createElement(PaymentNavigation, { value: onNavigate }, createElement(Story));
}

/** The cart actor's units, hidden, for play functions to check what a page did to the cart itself. */
export function CartUnitsProbe() {
  const units = CartActor.useSelector(({ context }) => cartUnits(context.lines));
  return createElement('output', { 'data-testid': 'cart-units', hidden: true }, units);
}
