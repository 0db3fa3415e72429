import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../link/link';
import { Stack } from '../stack/stack';
import { Notice } from './notice';

const meta = {
  title: 'Composants/Notice',
  component: Notice,
  argTypes: { action: { control: false } },
  args: { children: 'Un délai de 24 h s’applique après chaque modification de vos coordonnées.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack space="medium">
      <Notice tone="brand">Plus que 42,10 € pour la livraison offerte.</Notice>
      <Notice tone="positive" title="Adresse enregistrée">
        Vos prochaines commandes seront livrées à cette adresse.
      </Notice>
      <Notice tone="caution">Stock insuffisant. Seulement 2 restant.</Notice>
      <Notice tone="critical" title="Accès Restreint">
        Vous n'avez pas les permissions nécessaires pour voir cette section.
      </Notice>
      <Notice tone="neutral">Les articles de lingerie et de bain ne sont ni repris ni échangés.</Notice>
    </Stack>
  ),
};

/** A notice that appears after a change is announced: `critical` as an alert. */
export const Live: Story = {
  args: {
    tone: 'critical',
    live: true,
    title: 'Votre panier est vide',
    children: 'Ajoutez des produits avant de procéder au paiement.',
    action: (
      <Link href="/shop" variant="standalone">
        Voir la boutique
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre panier est vide');
  },
};
