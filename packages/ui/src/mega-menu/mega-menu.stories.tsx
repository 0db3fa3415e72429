import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Stack } from '../stack/stack';
import { FakeRouterLink } from '../story-helpers/fake-router-link';
import { Text } from '../text/text';
import { MegaMenu } from './mega-menu';

const onNavigate = fn();
const routerLink = <FakeRouterLink onNavigate={onNavigate} />;

const meta = {
  title: 'Composants/MegaMenu',
  component: MegaMenu,
  argTypes: { columns: { control: false }, feature: { control: false } },
  args: {
    label: 'Explorer',
    columns: [
      {
        id: 'collections',
        title: 'Collections',
        links: [
          { id: 'femme', label: 'Femme', href: '/shop?category=femme', render: routerLink },
          { id: 'homme', label: 'Homme', href: '/shop?category=homme', render: routerLink },
          { id: 'enfant', label: 'Enfant', href: '/shop?category=enfant', render: routerLink },
          { id: 'accessoires', label: 'Accessoires', href: '/shop?category=accessoires', render: routerLink },
        ],
      },
      {
        id: 'selection',
        title: 'Sélection',
        links: [
          { id: 'nouveautes', label: 'Nouveautés', href: '/shop?filter=nouveautes', render: routerLink },
          { id: 'promotions', label: 'Promotions', href: '/shop?filter=promotions', render: routerLink },
          { id: 'marques', label: 'Nos marques', href: '/brands', render: routerLink },
        ],
      },
      {
        id: 'maison',
        title: 'La maison',
        links: [
          { id: 'about', label: 'À propos', href: '/about', render: routerLink },
          { id: 'engagements', label: 'Engagements', href: '/engagements', render: routerLink },
          { id: 'guide', label: 'Guide des tailles', href: '/size-guide', render: routerLink },
        ],
      },
    ],
    feature: (
      <Stack space="small">
        <Text size="xsmall" tone="brand" weight="semibold">
          NOUVELLE SAISON
        </Text>
        <Text size="small" tone="secondary">
          Laine double face, cachemire et soie : la collection d’hiver est arrivée.
        </Text>
      </Stack>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard: Enter opens and focuses the first link, Tab walks, Enter follows and closes the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    // The panel's code comes with the first press: the button the press reached gives way to the menu's own.
    const trigger = () => canvas.getByRole('button', { name: 'Explorer' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    const femme = await screen.findByRole('link', { name: 'Femme' });
    await waitFor(() => expect(femme).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Homme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/shop?category=homme');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Escape closes the panel and gives focus back to « Explorer ». */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Explorer' }));
    const panel = await screen.findByRole('dialog', { name: 'Explorer' });
    await expect(panel).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const trigger = canvas.getByRole('button', { name: 'Explorer' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Explorer' }));
    await screen.findByRole('navigation', { name: 'Collections' });
  },
};

/** Before the app's scripts run, « Explorer » cannot open a panel: it is a link, dressed the same. */
export const BeforeScripts: Story = {
  args: { fallback: { href: '/shop', render: routerLink } },
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Explorer' });
    await expect(link).toHaveAttribute('href', '/shop');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/shop');
  },
};
