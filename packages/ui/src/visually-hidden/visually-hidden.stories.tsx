import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../icon/icon';
import { Inline } from '../inline/inline';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Composants/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Livraison offerte' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The truck speaks for sighted shoppers; the hidden words speak for the others. */
export const BesideAnIcon: Story = {
  render: (args) => (
    <Inline space="small">
      <Icon name="truck" />
      <VisuallyHidden {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Livraison offerte');
  },
};
