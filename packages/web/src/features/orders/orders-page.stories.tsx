import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../testing/account-fixtures';
import { withAppProviders } from '../../testing/story-decorators';
import { aUser } from '../../testing/user-fixtures';
import { withToaster } from '../../testing/with-toaster';
import { OrdersPage } from './orders-page';

const meta = {
  title: 'Compte/Mes commandes',
  component: OrdersPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/orders', storage: signedIn(aUser()) },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two sample orders with their status badges; the invoice says it is coming soon. */
export const SampleOrders: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
    const shipped = canvas.getByRole('region', { name: 'Commande ZE-25102' });
    await expect(within(shipped).getByText('Expédié')).toBeVisible();
    await expect(within(shipped).getByText('780,00 €')).toBeVisible();
    const delivered = canvas.getByRole('region', { name: 'Commande ZE-24817' });
    await expect(within(delivered).getByText('Livré')).toBeVisible();
    await expect(within(delivered).getByText('350,00 €')).toBeVisible();
    await expect(within(delivered).getByRole('link', { name: 'Suivre le colis' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    await userEvent.click(within(delivered).getByRole('button', { name: 'Voir la facture' }));
    await expect(await canvas.findByText('Bientôt disponible !')).toBeInTheDocument();
  },
};
