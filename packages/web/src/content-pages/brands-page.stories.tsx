import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../testing/story-decorators';
import { BrandsPage } from './brands-page';

const meta = {
  title: 'Boutique/Pages/Nos marques',
  component: BrandsPage,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/brands' },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards with our own monograms; each opens the shop filtered on its brand. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nos marques' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nos marques — Maison Aurèle'));
    await expect(within(canvas.getByRole('list', { name: 'Marques' })).getAllByRole('article')).toHaveLength(
      6,
    );
    const card = canvas.getByRole('article', { name: 'Dolce & Gabbana' });
    await userEvent.click(within(card).getByRole('link', { name: 'Découvrir Dolce & Gabbana' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?brand=dolce-gabbana');
  },
};
