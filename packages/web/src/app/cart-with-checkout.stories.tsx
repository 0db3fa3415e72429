import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storageKeys } from '../storage/keys';
import {
  CartUnitsProbe,
  checkoutHandlers,
  failingCheckoutHandlers,
  flakyCheckoutHandlers,
  outOfStockCheckoutHandlers,
  paymentPageUrl,
  slowCheckoutHandlers,
  storedCart,
  storyCartLine,
  storyCarts,
  withPaymentNavigation,
} from '../testing/cart-handlers';
import { catalogueHandlers, catalogueProduct } from '../testing/catalogue-handlers';
import { withAppProviders } from '../testing/story-decorators';
import { withToaster } from '../testing/with-toaster';
import { CartWithCheckout } from './cart-with-checkout';

const onNavigate = fn();
const onCheckout = fn();

const meta = {
  title: 'Achat/Page panier',
  component: CartWithCheckout,
  decorators: [withPaymentNavigation(onNavigate), withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/cart', storage: storedCart(storyCarts.underFreeShipping) },
  render: () => (
    <>
      <CartWithCheckout />
      <CartUnitsProbe />
    </>
  ),
  beforeEach({ msw }) {
    onNavigate.mockClear();
    onCheckout.mockClear();
    msw.use(...catalogueHandlers(), ...checkoutHandlers(onCheckout));
  },
} satisfies Meta<typeof CartWithCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

const linesOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Articles de votre panier' });
const summaryOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Récapitulatif' });
const payButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Procéder au paiement' });

/** Nothing in the cart: a kind word and the way back to the shop; no payment button. */
export const Empty: Story = {
  parameters: { storage: storedCart([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre panier est vide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.queryByRole('button', { name: 'Procéder au paiement' })).toBeNull();
  },
};

/**
 * Under 150 €: shipping costs 7,90 € and the summary says what is missing. Quantities change with the buttons,
 * the arrow keys or by typing; from 150 € delivery is « Offerte ».
 */
export const UnderFreeShipping: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = within(summaryOf(canvas));
    await expect(summary.getByText('7,90 €')).toBeVisible();
    await expect(summary.getByText('Plus que 81,00 € pour la livraison offerte')).toBeVisible();
    await expect(summary.getByText('76,90 €')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Augmenter la quantité de Pull marin en coton (6 ans / Ivoire)' }),
    );
    await expect(summary.getByText('Plus que 12,00 € pour la livraison offerte')).toBeVisible();

    const quantity = canvas.getByRole('spinbutton', {
      name: 'Quantité de Pull marin en coton (6 ans / Ivoire)',
    });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await expect(summary.getByText('Offerte')).toBeVisible();
    await expect(summary.queryByText(/Plus que/)).toBeNull();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1{Enter}');
    await expect(summary.getByText('76,90 €')).toBeVisible();
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('1');
  },
};

/** Over 150 €, one line on sale: free delivery, and the sale price beside its struck original. */
export const OverFreeShipping: Story = {
  parameters: { storage: storedCart(storyCarts.overFreeShipping) },
  play: async ({ canvas }) => {
    const summary = within(summaryOf(canvas));
    await expect(summary.getByText('Offerte')).toBeVisible();
    await expect(summary.queryByText(/Plus que/)).toBeNull();
    const bag = within(
      canvas.getByRole('heading', { name: 'Sac seau en cuir grainé' }).closest('li') as HTMLElement,
    );
    await expect(bag.getByText('395,00 €').closest('s')).not.toBeNull();
    await expect(canvas.getByText('2 articles')).toBeVisible();
  },
};

/** The jacket's price changed since it was added: the refresh on opening says so on its line. */
export const PriceChanged: Story = {
  parameters: { storage: storedCart(storyCarts.priceChanged) },
  play: async ({ canvas }) => {
    const line = within(linesOf(canvas));
    await expect(
      await line.findByText(
        'Le prix de Veste de costume en laine froide (46 / Bleu nuit) est passé de 450,00 € à 490,00 €.',
      ),
    ).toBeVisible();
    await expect(within(summaryOf(canvas)).getAllByText('490,00 €')[0]).toBeVisible();
    // The whole refresh is also told once in a toast.
    const toast = await canvas.findByText('Votre panier a été mis à jour');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/**
 * Three tote bags stored, two left: the line says so and payment waits. Its minus lands on the stock at once,
 * and payment is possible again.
 */
export const BeyondStock: Story = {
  parameters: { storage: storedCart(storyCarts.beyondStock) },
  play: async ({ canvas, userEvent }) => {
    const lines = within(linesOf(canvas));
    await expect(
      await lines.findByText(
        'Stock insuffisant pour Cabas en nylon recyclé (Noir). Seulement 2 restant. Vous en avez 3 dans votre panier.',
      ),
    ).toBeVisible();
    await expect(payButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(payButton(canvas)).toHaveAccessibleDescription(
      'Certains articles dépassent le stock disponible : ajustez leur quantité avant de payer.',
    );
    await expect(
      canvas.getByRole('button', { name: 'Augmenter la quantité de Cabas en nylon recyclé (Noir)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Diminuer la quantité de Cabas en nylon recyclé (Noir)' }),
    );
    await expect(lines.queryByText(/Stock insuffisant/)).toBeNull();
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

/** With the keyboard alone: Tab to « Procéder au paiement », Enter; the shop sends the lines and leaves. */
export const Checkout: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = payButton(canvas);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(paymentPageUrl));
    await expect(onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [{ variant_id: storyCarts.underFreeShipping[0]?.variant.id, quantity: 1 }],
        locale: 'fr-FR',
      }),
    );
  },
};

/** While the BFF prepares the payment page, the button is busy and ignores further presses. */
export const CheckoutRequesting: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCheckoutHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    await waitFor(() => expect(payButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(payButton(canvas));
    await expect(onNavigate).not.toHaveBeenCalled();
  },
};

/** The BFF fails: the product's notice beside the button; the cart is untouched. */
export const CheckoutFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCheckoutHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    const alert = await within(summaryOf(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur de paiement');
    await expect(alert).toHaveTextContent(
      "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
    );
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('1');
    await expect(onNavigate).not.toHaveBeenCalled();
  },
};

const tote = catalogueProduct('cabas-nylon-recycle');

/** The last tote bag sells while the shopper pays: `/variants` says 1 when /cart opens, 0 afterwards. */
function toteSoldMeanwhile() {
  let calls = 0;
  return http.get('/api/variants', () => {
    calls += 1;
    return HttpResponse.json({
      variants: [{ id: tote.variants[0]?.id, inventory_quantity: calls === 1 ? 1 : 0 }],
    });
  });
}

/**
 * The store refuses the payment for stock (the BFF's 409): a stock notice beside the button, nothing lost, and the
 * cart's stock read again, so the line now beyond it is pointed out.
 */
export const CheckoutOutOfStock: Story = {
  parameters: { storage: storedCart([storyCartLine('cabas-nylon-recycle', 0, 1)]) },
  beforeEach({ msw }) {
    msw.use(toteSoldMeanwhile(), ...outOfStockCheckoutHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    const alert = await within(summaryOf(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur de paiement');
    await expect(alert).toHaveTextContent(
      'Stock insuffisant pour certains articles de votre panier. Ajustez leur quantité avant de procéder au paiement.',
    );
    await expect(
      await within(linesOf(canvas)).findByText("Cabas en nylon recyclé (Noir) n'est plus disponible."),
    ).toBeVisible();
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('1');
    await expect(onNavigate).not.toHaveBeenCalled();
  },
};

/**
 * A cart from a store in rupees: amounts in its digits with its sign; the euro shipping rule does not apply, the
 * payment page sets delivery.
 */
export const InRupees: Story = {
  parameters: { storage: storedCart(storyCarts.inRupees) },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas }) => {
    const summary = within(summaryOf(canvas));
    await expect(summary.getAllByText('8 500,00 ₹')).toHaveLength(2);
    await expect(summary.getByText('Calculée lors du paiement')).toBeVisible();
    await expect(summary.queryByText(/Plus que/)).toBeNull();
    await expect(summary.queryByText(/€/)).toBeNull();
  },
};

/** After a failure, pressing the button again retries, and this time leaves for the payment page. */
export const CheckoutRetry: Story = {
  beforeEach({ msw }) {
    msw.use(...flakyCheckoutHandlers());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    await within(summaryOf(canvas)).findByText('Erreur de paiement');
    await userEvent.click(payButton(canvas));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(paymentPageUrl));
  },
};

/** Removing a line: the focus stays in the list, and the removal is announced. */
export const RemoveLine: Story = {
  parameters: { storage: storedCart(storyCarts.overFreeShipping) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer Sac seau en cuir grainé (Camel) du panier' }),
    );
    await expect(canvas.queryByRole('heading', { name: 'Sac seau en cuir grainé' })).toBeNull();
    await expect(linesOf(canvas)).toHaveFocus();
    await expect(
      canvas.getByText('Sac seau en cuir grainé (Camel) a été retiré de votre panier.'),
    ).toBeInTheDocument();
    await expect(within(summaryOf(canvas)).getByText('Offerte')).toBeVisible();
  },
};

/** « Vider le panier » asks first: Escape keeps the cart, confirming empties it. */
export const ClearCart: Story = {
  parameters: { storage: storedCart(storyCarts.overFreeShipping) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vider le panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vider le panier ?' });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByText('Tous les articles seront retirés de votre panier.')).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('2');

    await userEvent.click(canvas.getByRole('button', { name: 'Vider le panier' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, vider le panier' }));
    await expect(await canvas.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('0');
  },
};

/** Another tab adds a line: this page shows it at once. */
export const FollowsOtherTabs: Story = {
  play: async ({ canvas }) => {
    const lines = [...storyCarts.underFreeShipping, storyCartLine('echarpe-cachemire', 0, 1)];
    const newValue = JSON.stringify(lines);
    window.localStorage.setItem(storageKeys.cart, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.cart, newValue, storageArea: window.localStorage }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Écharpe en cachemire' })).toBeVisible();
    await expect(within(summaryOf(canvas)).getByText('Offerte')).toBeVisible();
  },
};
