import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Boutique/Pages/Page introuvable',
  component: NotFoundPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/une-adresse-disparue' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: said kindly, with the way to the collections and home. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Cette page s'est éclipsée" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page introuvable — Maison Aurèle'));
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('link', { name: 'Découvrir nos collections' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop');
  },
};
