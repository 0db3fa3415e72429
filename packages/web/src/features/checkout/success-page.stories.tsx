import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** Back from the payment page: thanks, the confirmation e-mail, the way back to the shop; the cart is emptied. */
export const CartCleared: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Un e-mail de confirmation vous a été envoyé/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(canvas.getByTestId('cart-units')).toHaveTextContent('0'));
  },
};
