import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../inline/inline';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

const meta = {
  title: 'Composants/Icon',
  component: Icon,
  args: { name: 'bag' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a text label an icon is silent (`aria-hidden`). */
export const Decorative: Story = {};

/** Alone and meaningful, it takes a `label` and becomes an image with that name. */
export const Labelled: Story = {
  args: { name: 'truck', label: 'Livraison offerte', size: 'large' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Livraison offerte' });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="bottom">
      <Icon {...args} size="small" />
      <Icon {...args} size="medium" />
      <Icon {...args} size="large" />
    </Inline>
  ),
};
