import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWishlistItem } from '../../testing/cart-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { WishlistItemCard } from './wishlist-item-card';

const meta = {
  title: 'Achat/Carte de favori',
  component: WishlistItemCard,
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>, withAppProviders],
  args: { item: storyWishlistItem('sac-seau-cuir-graine'), onAddToCart: fn(), onRemove: fn() },
} satisfies Meta<typeof WishlistItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved price (here a sale price), the way to the cart, and « Retirer », reached in order with Tab. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('277,00 €')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sac seau en cuir grainé' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Sac seau en cuir grainé de vos favoris' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** While its stock is checked: busy, further presses ignored. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ args, canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Without an image, the frame keeps its place. */
export const NoImage: Story = {
  args: { item: { ...storyWishlistItem('echarpe-cachemire'), image: null } },
};
