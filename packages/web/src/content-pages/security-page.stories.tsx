import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { SecurityPage } from './security-page';

const meta = {
  title: 'Boutique/Pages/Sécurité',
  component: SecurityPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/security' },
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment guarantees, account advice and what to do with a suspicious message. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sécurité — Maison Aurèle'));
    await expect(canvas.getByRole('heading', { level: 3, name: '3-D Secure' })).toBeVisible();
  },
};
