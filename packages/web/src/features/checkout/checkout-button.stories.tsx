import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storageKeys } from '../../storage/keys';
import {
  checkoutHandlers,
  failingCheckoutHandlers,
  flakyCheckoutHandlers,
  paymentPageUrl,
  slowCheckoutHandlers,
  storyCarts,
  withPaymentNavigation,
} from '../../testing/cart-handlers';
import { CheckoutButton } from './checkout-button';

const onNavigate = fn();
const onCheckout = fn();
const lines = storyCarts.overFreeShipping;
const items = lines.map((line) => ({ variant_id: line.variant.id, quantity: line.quantity }));

const meta = {
  title: 'Achat/Bouton de paiement',
  component: CheckoutButton,
  decorators: [withPaymentNavigation(onNavigate), (Story) => <div style={{ maxWidth: 352 }}>{Story()}</div>],
  args: { lines },
  beforeEach({ msw }) {
    onNavigate.mockClear();
    onCheckout.mockClear();
    msw.use(...checkoutHandlers(onCheckout));
  },
} satisfies Meta<typeof CheckoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Procéder au paiement' });

/**
 * Space or Enter on the button: the BFF gets the items, French and the time zone; the page leaves for payment, the
 * lines kept in this tab for /success to recap.
 */
export const Pays: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(payButton(canvas)).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(paymentPageUrl));
    await expect(onCheckout).toHaveBeenCalledWith(expect.objectContaining({ items, locale: 'fr-FR' }));
    await expect(JSON.parse(sessionStorage.getItem(storageKeys.orderRecap) ?? '[]')).toEqual(lines);
  },
};

/** While the payment page is prepared: busy, and a second press does not open a second session. */
export const Requesting: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCheckoutHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    await waitFor(() => expect(payButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(onNavigate).not.toHaveBeenCalled();
  },
};

/** The BFF failed: docs/product/errors.md's notice, announced at once; the button stays ready for another try. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCheckoutHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur de paiement');
    await expect(alert).toHaveTextContent(
      "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
    );
    await expect(payButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

/** Failed, then pressed again: this time the payment page opens. */
export const Retry: Story = {
  beforeEach({ msw }) {
    msw.use(...flakyCheckoutHandlers());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    await canvas.findByRole('alert');
    await userEvent.click(payButton(canvas));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(paymentPageUrl));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty cart is refused without asking the BFF (docs/product/rules.md#validation). */
export const EmptyCart: Story = {
  args: { lines: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Votre panier est vide');
    await expect(alert).toHaveTextContent('Ajoutez des produits avant de procéder au paiement.');
    await expect(onCheckout).not.toHaveBeenCalled();
  },
};

/** Waiting for the shopper (a line beyond stock): disabled, and the reason is its description. */
export const Blocked: Story = {
  args: {
    blockedReason: 'Certains articles dépassent le stock disponible : ajustez leur quantité avant de payer.',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(payButton(canvas)).toHaveAccessibleDescription(/dépassent le stock disponible/);
    await userEvent.click(payButton(canvas));
    await expect(onCheckout).not.toHaveBeenCalled();
  },
};
