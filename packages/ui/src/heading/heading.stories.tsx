import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Heading } from './heading';

const meta = {
  title: 'Typographie/Heading',
  component: Heading,
  args: { level: 1, children: 'Collection Femme' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {};

/** Each level has its own size; `size` decouples the look from the outline when a page needs it. */
export const Levels: Story = {
  render: () => (
    <Stack space="large">
      <Heading level={1}>L'élégance intemporelle</Heading>
      <Heading level={2}>Nos engagements</Heading>
      <Heading level={3}>Écharpe en cachemire</Heading>
      <Heading level={4}>Livraison et retours</Heading>
    </Stack>
  ),
};

export const Centered: Story = {
  args: { level: 2, align: 'center', tone: 'brand', children: 'Maison Aurèle' },
};
