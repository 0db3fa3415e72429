import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { withToaster } from '../testing/with-toaster';
import { CookiesPage } from './cookies-page';

const meta = {
  title: 'Boutique/Pages/Politique de cookies',
  component: CookiesPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/cookies' },
} satisfies Meta<typeof CookiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three kinds of cookies, no advertising ones; the settings button says « Bientôt disponible ! ». */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Politique de cookies — Maison Aurèle'));
    await expect(canvas.getByText('Cookies de performance')).toBeVisible();
    const settings = canvas.getByRole('button', { name: 'Ouvrir les paramètres' });
    settings.focus();
    await userEvent.keyboard('{Enter}');
    const notices = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(notices).getByText('Bientôt disponible !')).toBeVisible());
  },
};
