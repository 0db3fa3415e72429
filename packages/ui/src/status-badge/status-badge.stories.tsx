import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../inline/inline';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Composants/StatusBadge',
  component: StatusBadge,
  args: { tone: 'positive', children: 'Livré' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {};

/** The app maps each order state to a tone; the words always say the state. */
export const OrderStates: Story = {
  render: () => (
    <Inline space="medium">
      <StatusBadge tone="positive">Livré</StatusBadge>
      <StatusBadge tone="info">Expédié</StatusBadge>
      <StatusBadge tone="caution">En préparation</StatusBadge>
      <StatusBadge tone="neutral">En attente</StatusBadge>
      <StatusBadge tone="critical">Annulée</StatusBadge>
    </Inline>
  ),
};
