import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { Menu } from './menu';

const onLogout = fn();
const onNavigate = fn();

const meta = {
  title: 'Composants/Menu',
  component: Menu,
  argTypes: { items: { control: false } },
  args: {
    label: 'Mon compte',
    icon: 'user',
    trigger: 'icon',
    items: [
      { type: 'link', id: 'account', label: 'Mon compte', icon: 'user', href: '/account' },
      {
        type: 'link',
        id: 'orders',
        label: 'Mes commandes',
        icon: 'package',
        href: '/orders',
        render: <FakeRouterLink onNavigate={onNavigate} />,
      },
      { type: 'link', id: 'admin', label: 'Tableau de bord', icon: 'grid', href: '/admin' },
      { type: 'separator', id: 'separator' },
      { type: 'action', id: 'logout', label: 'Déconnexion', onSelect: onLogout, tone: 'critical' },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's user menu, from the keyboard: open, move to « Déconnexion », choose it. */
export const UserMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    onLogout.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Mon compte' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mon compte' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // The menu's code came with the first press: its own button now holds the focus.
    await expect(canvas.getByRole('button', { name: 'Mon compte' })).toHaveFocus();
  },
};

/** The down arrow opens it on the first item too. */
export const DownArrow: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Mon compte' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu', { name: 'Mon compte' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mon compte' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mon compte' })).toHaveFocus());
  },
};

/** A link item goes through the app's router; Escape closes without choosing. */
export const LinksAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mes commandes' }));
    await expect(onNavigate).toHaveBeenCalledWith('/orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** With words, where there is room. */
export const TextTrigger: Story = { args: { trigger: 'text', icon: undefined, label: 'Trier' } };
