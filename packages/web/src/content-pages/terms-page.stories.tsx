import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { TermsPage } from './terms-page';

const meta = {
  title: 'Boutique/Pages/Conditions générales de vente',
  component: TermsPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The twelve articles of the conditions of sale. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Conditions générales de vente — Maison Aurèle'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Article 7 — Droit de rétractation' }),
    ).toBeVisible();
    await expect(canvas.getByText(/dépasse trente jours/)).toBeVisible();
  },
};
