import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../inline/inline';
import { Spinner } from './spinner';

const meta = {
  title: 'Composants/Spinner',
  component: Spinner,
  args: { label: 'Chargement des produits', tone: 'brand' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a polite status, announced once. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des produits');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="xlarge">
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </Inline>
  ),
};

/** Under `prefers-reduced-motion` the ring breathes instead of spinning. */
export const Secondary: Story = { args: { tone: 'secondary', size: 'large' } };
