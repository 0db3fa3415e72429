import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { PrivacyPage } from './privacy-page';

const meta = {
  title: 'Boutique/Pages/Politique de confidentialité',
  component: PrivacyPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who keeps which data, why, for how long, and the shopper's rights. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Politique de confidentialité — Maison Aurèle'));
    await expect(canvas.getByText(/conservés uniquement dans\s+votre navigateur/)).toBeVisible();
  },
};
