import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from '../story-helpers/placeholder';
import { Stack } from './stack';

const meta = {
  title: 'Mise en page/Stack',
  component: Stack,
  args: { space: 'large', children: null },
  render: (args) => (
    <Stack {...args}>
      <Placeholder>Titre</Placeholder>
      <Placeholder>Description</Placeholder>
      <Placeholder>Actions</Placeholder>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Centered: Story = { args: { align: 'center', space: 'xxlarge' } };

/** As a list, each child gets its own `li`, so screen readers count the items. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Avantages' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
