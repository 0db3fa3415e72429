import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline } from '../inline/inline';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { IconLink } from './icon-link';

const onNavigate = fn();

const meta = {
  title: 'Composants/IconLink',
  component: IconLink,
  args: { href: '/cart', label: 'Panier, 2 articles', icon: 'bag', count: 2 },
} satisfies Meta<typeof IconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's cart and wishlist: links to their pages, with their counts in their names. */
export const HeaderLinks: Story = {
  render: (args) => (
    <Inline space="xsmall">
      <IconLink {...args} href="/wishlist" label="Favoris, 5 articles" icon="heart" count={5} />
      <IconLink {...args} />
      <IconLink {...args} href="/account" label="Mon compte" icon="user" count={undefined} />
    </Inline>
  ),
};

export const WithRouterLink: Story = {
  args: { render: <FakeRouterLink onNavigate={onNavigate} /> },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Panier, 2 articles' }));
    await expect(onNavigate).toHaveBeenCalledWith('/cart');
  },
};
