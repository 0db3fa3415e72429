import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './timeline';

const meta = {
  title: 'Composants/Timeline',
  component: Timeline,
  args: {
    label: 'Historique de livraison',
    statusLabels: { complete: 'Étape terminée', current: 'Étape en cours', upcoming: 'À venir' },
    steps: [
      { id: 'confirmee', title: 'Commande confirmée', meta: '12 oct. · En ligne', status: 'complete' },
      { id: 'preparee', title: 'Colis préparé', meta: '13 oct. · Bruxelles', status: 'complete' },
      { id: 'expediee', title: 'Colis expédié', meta: '13 oct. · Bruxelles', status: 'complete' },
      { id: 'transit', title: 'En transit', meta: '14 oct. · Lille', status: 'current' },
      { id: 'livraison', title: 'En cours de livraison', status: 'upcoming' },
      { id: 'livre', title: 'Livré', status: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ZLR-73920, in transit: each step says whether it is done, and the current one is marked. */
export const InTransit: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Étape terminée : Commande confirmée');
  },
};

/** The house's story on the About page: years instead of statuses. */
export const History: Story = {
  args: {
    label: 'Notre histoire',
    statusLabels: undefined,
    steps: [
      {
        id: '2023',
        title: '2023 — La naissance',
        description: 'Une maison bruxelloise de mode accessible.',
        status: 'complete',
      },
      {
        id: '2024',
        title: '2024 — Les premières collections',
        description: 'Femme, homme et enfant.',
        status: 'complete',
      },
      {
        id: '2025',
        title: '2025 — L’Europe',
        description: 'Livraison dans toute l’Union européenne.',
        status: 'current',
      },
      { id: 'avenir', title: 'Demain', description: 'Une mode plus durable encore.', status: 'upcoming' },
    ],
  },
};
