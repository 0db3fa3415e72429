import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Text } from './text';

const meta = {
  title: 'Typographie/Text',
  component: Text,
  args: {
    children:
      'Chaque pièce est pensée pour durer : des matières nobles, des finitions soignées et une coupe qui traverse les saisons.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="medium">
      <Text {...args} size="large" />
      <Text {...args} size="medium" />
      <Text {...args} size="small" />
      <Text {...args} size="xsmall" />
    </Stack>
  ),
};

/** A status tone only when the words carry that status. */
export const Tones: Story = {
  render: () => (
    <Stack space="small">
      <Text tone="secondary">Livraison standard en 2 à 4 jours ouvrés.</Text>
      <Text tone="positive">3 en stock !</Text>
      <Text tone="caution">Stock insuffisant. Seulement 1 restant.</Text>
      <Text tone="critical">Actuellement indisponible</Text>
      <Text tone="brand" weight="medium">
        Livraison offerte dès 150 €
      </Text>
    </Stack>
  ),
};

/** Eyebrows and brand names in small capitals; labels of facts (« Commande ») at `small`, with less spacing. */
export const Capitals: Story = {
  render: () => (
    <Stack space="small">
      <Text as="span" size="xsmall" weight="medium" tone="brand" variant="capitals">
        La boutique
      </Text>
      <Text size="small" tone="secondary" variant="capitals">
        Date de commande
      </Text>
    </Stack>
  ),
};
