import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storageKeys } from '../../storage/keys';
import { storyWishlistItem } from '../../testing/cart-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import RecentlyViewedList from './recently-viewed-list';

const dress = storyWishlistItem('robe-portefeuille-soie', 1);
const scarf = storyWishlistItem('echarpe-cachemire', 2);
const bag = storyWishlistItem('sac-seau-cuir-graine');

const meta = {
  title: 'Boutique/Vus récemment',
  component: RecentlyViewedList,
  decorators: [withAppProviders],
  parameters: { storage: { local: { [storageKeys.recentlyViewed]: [dress, scarf, bag] } } },
} satisfies Meta<typeof RecentlyViewedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rail = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Créations vues récemment' });

/** The products seen last, the latest first, each a card leading to its page; the row scrolls sideways. */
export const Rail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vus récemment' })).toBeVisible();
    const titles = within(rail(canvas)).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([dress.name, scarf.name, bag.name]);
    await expect(within(rail(canvas)).getByRole('link', { name: scarf.name })).toHaveAttribute(
      'href',
      `/product/${scarf.productId}`,
    );
  },
};

/** On a product page, without that product. */
export const WithoutTheProductShown: Story = {
  args: { exclude: scarf.productId },
  play: async ({ canvas }) => {
    await expect(within(rail(canvas)).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(within(rail(canvas)).queryByRole('link', { name: scarf.name })).toBeNull();
  },
};

/** Nothing seen yet: nothing at all. */
export const NothingSeen: Story = {
  parameters: { storage: { local: { [storageKeys.recentlyViewed]: [] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull());
  },
};
