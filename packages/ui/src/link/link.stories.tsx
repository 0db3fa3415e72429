import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../stack/stack';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { Text } from '../text/text';
import { Link } from './link';

const meta = {
  title: 'Composants/Link',
  component: Link,
  args: { href: '/shipping-returns', children: 'Livraison et retours' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined, in the brand colour. */
export const Inline: Story = {
  render: (args) => (
    <Text>
      Les retours sont gratuits sous 30 jours. Consultez <Link {...args} /> pour le détail.
    </Text>
  ),
};

/** A call to action on its own line. */
export const Standalone: Story = {
  args: { variant: 'standalone', icon: 'arrowRight', children: 'Voir la collection', href: '/shop' },
};

/** Navigation lists, footers and menus. */
export const Quiet: Story = {
  render: (args) => (
    <Stack space="small">
      <Link {...args} variant="quiet" tone="neutral" href="/about">
        À propos
      </Link>
      <Link {...args} variant="quiet" tone="secondary" href="/faq">
        Questions fréquentes
      </Link>
      <Link {...args} variant="quiet" tone="neutral" href="/shop" current>
        Boutique (page en cours)
      </Link>
    </Stack>
  ),
};

const onNavigate = fn();

/** The app passes its router link through `render`; keyboard activation follows it like a click. */
export const WithRouterLink: Story = {
  args: {
    render: <FakeRouterLink onNavigate={onNavigate} />,
    href: '/shop?category=femme',
    children: 'Femme',
  },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Femme' });
    await expect(link).toHaveAttribute('href', '/shop?category=femme');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/shop?category=femme');
  },
};

/** `current`: the shown page's link in a navigation list, underlined and heavier, not only announced. */
export const Current: Story = {
  render: (args) => (
    <Stack space="small">
      <Link {...args} variant="quiet" tone="secondary" href="/shop">
        Toutes les collections
      </Link>
      <Link {...args} variant="quiet" tone="secondary" href="/shop?category=femme" current>
        Femme
      </Link>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const other = canvas.getByRole('link', { name: 'Toutes les collections' });
    const shown = canvas.getByRole('link', { name: 'Femme' });
    await expect(shown).toHaveAttribute('aria-current', 'page');
    await expect(other).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(shown).textDecorationLine).toBe('underline');
    await expect(Number(getComputedStyle(shown).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(other).fontWeight),
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(shown).toHaveFocus();
  },
};
