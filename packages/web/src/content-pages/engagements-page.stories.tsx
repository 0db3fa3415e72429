import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { EngagementsPage } from './engagements-page';

const meta = {
  title: 'Boutique/Pages/Nos engagements',
  component: EngagementsPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/engagements' },
} satisfies Meta<typeof EngagementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six pillars of the house. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nos engagements' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nos engagements — Maison Aurèle'));
    await expect(
      within(canvas.getByRole('list', { name: 'Nos six engagements' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  },
};
