import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { ShippingReturnsPage } from './shipping-returns-page';

const meta = {
  title: 'Boutique/Pages/Livraison & Retours',
  component: ShippingReturnsPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/shipping-returns' },
} satisfies Meta<typeof ShippingReturnsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two delivery options, four return steps, the conditions and the way to the return portal. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Livraison & Retours' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Livraison & Retours — Maison Aurèle'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Livraison standard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Accéder au portail de retour' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/return-portal');
  },
};
