import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { catalogueHandlers, failingCatalogueHandlers } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { AnalyticsPanel } from './analytics-panel';

/** « Analyses » over the real stack in memory: the emulator's 55 products, then the labelled sales sample. */
const meta = {
  title: 'Administration/Analyses',
  component: AnalyticsPanel,
  decorators: [withToaster, withAppProviders],
  parameters: { route: '/admin' },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof AnalyticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The catalogue's figures, its two charts each with its table, the newest products; the sales under their notice.
 * The sold-out figure fills in once the BFF has read the whole store's stock, which the tab asks again for.
 */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const products = await canvas.findByText('Produits', { selector: 'dt' });
    await expect(products.nextElementSibling).toHaveTextContent('55');
    await expect(canvas.getByRole('img', { name: 'Produits par collection' })).toBeVisible();
    const collections = canvas.getByRole('table', { name: 'Produits par collection' });
    const femme = within(collections).getByRole('rowheader', { name: 'Femme' }).closest('tr');
    await expect(Number(femme?.textContent?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect(within(collections).getByRole('rowheader', { name: 'Sans collection' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Répartition des prix' })).toBeVisible();
    const prices = canvas.getByRole('table', { name: 'Produits par tranche de prix' });
    await expect(within(prices).getAllByRole('row')).toHaveLength(7);
    const newest = canvas.getByRole('heading', { name: 'Derniers ajouts' }).parentElement as HTMLElement;
    await expect(within(newest).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByText(/^Catalogue relu le /)).toBeVisible();
    const soldOut = canvas.getByText('En rupture', { selector: 'dt' });
    await waitFor(() => expect(soldOut.nextElementSibling).toHaveTextContent(/^\d+$/), { timeout: 10_000 });
    await expect(canvas.getByText(/variantes? épuisées?/)).toBeVisible();
    // The sales stay a sample, and say so.
    await expect(
      canvas.getByText(
        "Données d'exemple : la boutique ne transmet ni commandes ni chiffre d'affaires au tableau de bord.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: "Chiffre d'affaires des six derniers mois" })).toBeVisible();
  },
};

/** The BFF cannot answer: the catalogue's part says so, with « Réessayer »; the sample part is still there. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCatalogueHandlers());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Impossible de calculer les chiffres du catalogue' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: "Chiffre d'affaires par mois" })).toBeVisible();
  },
};
