import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../inline/inline';
import { CountBadge } from './count-badge';

const meta = {
  title: 'Composants/CountBadge',
  component: CountBadge,
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Inline space="medium">
      <CountBadge {...args} tone="brand" />
      <CountBadge {...args} tone="neutral" />
      <CountBadge {...args} tone="critical" />
    </Inline>
  ),
};

/** Past its maximum it shows `99+`, so it never outgrows its icon. */
export const Overflow: Story = {
  args: { count: 140 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('99+');
  },
};

/** At zero there is nothing to show. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toBeNull();
  },
};
