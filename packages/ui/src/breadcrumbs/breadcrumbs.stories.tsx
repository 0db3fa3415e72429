import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { Breadcrumbs } from './breadcrumbs';

const onNavigate = fn();

const meta = {
  title: 'Composants/Breadcrumbs',
  component: Breadcrumbs,
  argTypes: { items: { control: false } },
  args: {
    label: 'Fil d’Ariane',
    items: [
      { label: 'Accueil', href: '/', render: <FakeRouterLink onNavigate={onNavigate} /> },
      { label: 'Femme', href: '/shop?category=femme', render: <FakeRouterLink onNavigate={onNavigate} /> },
      { label: 'Manteau en laine double face' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last crumb is the current page; the others are links through the app's router. */
export const ProductPage: Story = {
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const trail = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(trail).toBeInTheDocument();
    await expect(canvas.getByText('Manteau en laine double face')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Femme' }));
    await expect(onNavigate).toHaveBeenCalledWith('/shop?category=femme');
  },
};
