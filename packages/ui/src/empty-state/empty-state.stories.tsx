import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../button-link/button-link';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Composants/EmptyState',
  component: EmptyState,
  argTypes: { action: { control: false } },
  args: {
    title: 'Votre panier est vide',
    description: 'Découvrez nos collections et laissez-vous tenter.',
    action: <ButtonLink href="/shop">Voir la boutique</ButtonLink>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};

export const EmptyWishlist: Story = {
  args: {
    icon: 'heart',
    title: 'Aucun favori pour le moment',
    description: 'Touchez le cœur d’une création pour la retrouver ici.',
  },
};

/** The shop's empty list: the product's words, no action needed. */
export const NoProducts: Story = {
  args: {
    icon: 'search',
    title: 'Aucun produit disponible pour le moment.',
    description: undefined,
    action: undefined,
  },
};
