import type { Meta, StoryObj } from '@storybook/react-vite';
import { Placeholder } from '../story-helpers/placeholder';
import { Inline } from './inline';

const meta = {
  title: 'Mise en page/Inline',
  component: Inline,
  args: { space: 'medium', children: null },
  render: (args) => (
    <Inline {...args}>
      {['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => (
        <Placeholder key={size}>{size}</Placeholder>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps onto new lines when the space runs out. */
export const Default: Story = {};

export const SpaceBetween: Story = { args: { align: 'spaceBetween' } };

export const Centered: Story = { args: { align: 'center', space: 'xlarge' } };
