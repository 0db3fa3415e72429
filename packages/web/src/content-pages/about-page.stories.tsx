import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { AboutPage } from './about-page';

const meta = {
  title: 'Boutique/Pages/À propos',
  component: AboutPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The house's story, its timeline, values and the team of four. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notre maison' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Notre maison — Maison Aurèle'));
    await expect(canvas.getByRole('list', { name: 'Les étapes de Maison Aurèle' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: "L'équipe" })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};
