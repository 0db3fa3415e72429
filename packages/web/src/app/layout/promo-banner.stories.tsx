import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoBanner } from './promo-banner';

const meta = {
  title: 'Boutique/Mise en page/Bandeau promotionnel',
  component: PromoBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three promises, read once by screen readers; the loop can be paused and resumed. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('region', { name: 'Offres du moment' });
    await expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Livraison offerte dès 150 € d'achat",
      'Retours gratuits sous 30 jours',
      '-10 % sur votre première commande avec le code BIENVENUE10',
    ]);
    await userEvent.click(within(banner).getByRole('button', { name: 'Mettre le bandeau en pause' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Relancer le défilement du bandeau' }));
    await expect(within(banner).getByRole('button', { name: 'Mettre le bandeau en pause' })).toBeVisible();
  },
};
