import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyWishlistItem } from '../../testing/cart-handlers';
import { catalogueHandlers } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { WishlistItemCard } from './wishlist-item-card';

const meta = {
  title: 'Achat/Carte de favori',
  component: WishlistItemCard,
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>, withAppProviders],
  args: { item: storyWishlistItem('sac-seau-cuir-graine'), onRemove: fn() },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof WishlistItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The saved price (here a sale price), the way to the cart, and « Retirer », reached in order with Tab. « Ajouter
 * au panier » opens quick add's picker on the product's live stock; Escape gives the focus back.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('277,00 €')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sac seau en cuir grainé' })).toHaveFocus();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Sac seau en cuir grainé' });
    const choices = await within(picker).findByRole('group', { name: /Choisissez/ });
    // It fades in: visible once Ariakit has marked it entered.
    await waitFor(() => expect(choices).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Sac seau en cuir grainé de vos favoris' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Without an image, the frame keeps its place. */
export const NoImage: Story = {
  args: { item: { ...storyWishlistItem('echarpe-cachemire'), image: null } },
};
