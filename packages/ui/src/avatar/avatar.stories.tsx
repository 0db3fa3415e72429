import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../inline/inline';
import { Avatar } from './avatar';

// A small inline portrait, so the story needs no network.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#E4DDD1"/><circle cx="48" cy="38" r="18" fill="#857D71"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#857D71"/></svg>',
  );

const meta = {
  title: 'Composants/Avatar',
  component: Avatar,
  args: { name: 'Claire Dubois' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials, named for screen readers. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Claire Dubois' })).toHaveTextContent('CD');
  },
};

export const Photo: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Claire Dubois' })).toHaveAttribute('src', portrait);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} size="large" src={portrait} />
    </Inline>
  ),
};
