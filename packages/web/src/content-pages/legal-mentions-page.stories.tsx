import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { LegalMentionsPage } from './legal-mentions-page';

const meta = {
  title: 'Boutique/Pages/Mentions légales',
  component: LegalMentionsPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/legal-mentions' },
} satisfies Meta<typeof LegalMentionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Publisher, host (from configuration), rights, liability and the AI site builder statement. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mentions légales — Maison Aurèle'));
    await expect(canvas.getByText(/Hébergement : à compléter par l'exploitant/)).toBeVisible();
    await expect(
      canvas.getByText(
        "Ce site a été conçu avec l'aide d'un outil de création de sites assisté par intelligence artificielle.",
      ),
    ).toBeVisible();
  },
};
