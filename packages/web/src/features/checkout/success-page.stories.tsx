import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storageKeys } from '../../storage/keys';
import { CartUnitsProbe, storedCart, storyCarts } from '../../testing/cart-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { SuccessPage } from './success-page';

const meta = {
  title: 'Achat/Page de confirmation',
  component: SuccessPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/success', storage: storedCart(storyCarts.overFreeShipping) },
  render: () => (
    <>
      <SuccessPage />
      <CartUnitsProbe />
    </>
  ),
} satisfies Meta<typeof SuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Back from the payment page: thanks, the confirmation e-mail, what was bought and its total, the way back to the
 * shop; the cart is emptied.
 */
export const CartCleared: Story = {
  parameters: {
    // Back from paying for this cart: the checkout kept its lines in the tab.
    storage: { session: { [storageKeys.orderRecap]: storyCarts.overFreeShipping } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Un e-mail de confirmation vous a été envoyé/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(canvas.getByTestId('cart-units')).toHaveTextContent('0'));
    const recap = canvas.getByRole('region', { name: 'Votre commande' });
    const titles = within(recap).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Veste de costume en laine froide',
      'Sac seau en cuir grainé',
    ]);
    await expect(within(recap).getAllByText('Quantité : 1')).toHaveLength(2);
    await expect(within(recap).getByText('Total').nextElementSibling).toHaveTextContent('767,00');
    await expect(within(recap).getByText('Offerte')).toBeVisible();
  },
};

/** Reached without a checkout in this tab (a bookmark, another tab): thanks, and no recap of nothing. */
export const WithoutRecap: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('cart-units')).toHaveTextContent('0'));
    await expect(canvas.queryByRole('region', { name: 'Votre commande' })).toBeNull();
  },
};
