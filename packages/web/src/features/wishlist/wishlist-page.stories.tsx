import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { CartUnitsProbe, storedCart, storyCartLine, storyWishlistItem } from '../../testing/cart-handlers';
import { catalogueHandlers, catalogueProduct, slowCatalogueHandlers } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { addedToCartDrawer, withCartDrawer } from '../../testing/with-cart-drawer';
import { withToaster } from '../../testing/with-toaster';
import { WishlistPage } from './wishlist-page';

const savedScarf = catalogueProduct('echarpe-cachemire');
/** The scarf is saved in Bordeaux, of which two are left. */
const saved = [
  storyWishlistItem('robe-portefeuille-soie', 1),
  storyWishlistItem('echarpe-cachemire', 2),
  storyWishlistItem('sac-seau-cuir-graine'),
];

const meta = {
  title: 'Achat/Page favoris',
  component: WishlistPage,
  decorators: [withToaster, withCartDrawer, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/wishlist', storage: storedCart([], saved) },
  render: () => (
    <>
      <WishlistPage />
      <CartUnitsProbe />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const savedList = (canvas: Canvas) => canvas.getByRole('list', { name: 'Articles enregistrés' });
const card = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));
const toast = async (canvas: Canvas, title: string) => {
  const shown = await canvas.findByText(title);
  await waitFor(() => expect(shown).toBeVisible());
  return shown.parentElement as HTMLElement;
};

/** Nothing saved: how to save, and the way to the shop. */
export const Empty: Story = {
  parameters: { storage: storedCart([], []) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Votre liste de favoris est vide' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** Each saved product: image, brand, name, price, « Ajouter au panier » and « Retirer ». */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(savedList(canvas).children).toHaveLength(3);
    await expect(canvas.getByText('3 créations enregistrées')).toBeVisible();
    const scarf = card(canvas, 'Écharpe en cachemire');
    await expect(scarf.getByText('195,00 €')).toBeVisible();
    await expect(scarf.getByText('Maison Aurèle')).toBeVisible();
    await expect(scarf.getByRole('link', { name: 'Écharpe en cachemire' })).toHaveAttribute(
      'href',
      `/product/${savedScarf.id}?variant=${savedScarf.variants[2]?.id}`,
    );
    await expect(
      canvas.getByRole('button', { name: 'Retirer Écharpe en cachemire de vos favoris' }),
    ).toBeVisible();
  },
};

/** Quick add's picker for a saved product, opened from its card's « Ajouter au panier ». */
const openPicker = async (
  canvas: Canvas,
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
) => {
  await userEvent.click(card(canvas, name).getByRole('button', { name: 'Ajouter au panier' }));
  return screen.findByRole('dialog', { name });
};

/**
 * « Ajouter au panier » opens quick add's picker with the live stock; a choice adds one unit, the cart drawer
 * says it, and the product leaves the list.
 */
export const AddToCart: Story = {
  play: async ({ canvas, userEvent }) => {
    const picker = await openPicker(canvas, userEvent, 'Écharpe en cachemire');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Bordeaux' }));
    await expect(await addedToCartDrawer()).toHaveAccessibleDescription(
      'Écharpe en cachemire (Bordeaux) rejoint votre panier.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Écharpe en cachemire' })).toBeNull());
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('1');
    await expect(savedList(canvas).children).toHaveLength(2);
  },
};

/** The cart already holds the whole stock: refused with the stock message; the product stays saved. */
export const AddToCartRefused: Story = {
  parameters: { storage: storedCart([storyCartLine('echarpe-cachemire', 2, 2)], saved) },
  play: async ({ canvas, userEvent }) => {
    const picker = await openPicker(canvas, userEvent, 'Écharpe en cachemire');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Bordeaux' }));
    await expect(await toast(canvas, "Erreur d'ajout au panier")).toHaveTextContent(
      'Stock insuffisant pour Écharpe en cachemire (Bordeaux). Seulement 2 restant.',
    );
    await expect(canvas.getByRole('article', { name: 'Écharpe en cachemire' })).toBeVisible();
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('2');
  },
};

/** A product the shop no longer sells: the picker says so, and nothing goes to the cart. */
export const NoLongerAvailable: Story = {
  parameters: { storage: storedCart([], [storyWishlistItem('creoles-vermeil')]) },
  play: async ({ canvas, userEvent }) => {
    const picker = await openPicker(canvas, userEvent, 'Créoles en vermeil');
    const gone = await within(picker).findByText("Cette création n'est plus disponible à la vente.");
    await waitFor(() => expect(gone).toBeVisible());
    await expect(within(picker).queryByRole('group')).toBeNull();
    await expect(canvas.getByTestId('cart-units')).toHaveTextContent('0');
  },
};

/** A product sold without a price stays a favourite: « Prix sur demande », and no way to the cart. */
export const PriceOnRequest: Story = {
  parameters: {
    storage: storedCart([], [storyWishlistItem('blouson-cuir-agneau'), ...saved]),
  },
  play: async ({ canvas }) => {
    const jacket = card(canvas, "Blouson en cuir d'agneau");
    await expect(jacket.getByText('Prix sur demande')).toBeVisible();
    await expect(jacket.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While the picker asks for the live stock, it says it is loading the sizes. */
export const LoadingSizes: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCatalogueHandlers);
  },
  play: async ({ canvas, userEvent }) => {
    const picker = await openPicker(canvas, userEvent, 'Sac seau en cuir grainé');
    await expect(await within(picker).findByText('Chargement des tailles…')).toBeInTheDocument();
  },
};

/** « Retirer » with the keyboard: the product leaves, the focus stays in the list, the last one leaves the title. */
export const Remove: Story = {
  parameters: { storage: storedCart([], saved.slice(0, 2)) },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Retirer Écharpe en cachemire de vos favoris' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('article', { name: 'Écharpe en cachemire' })).toBeNull();
    await expect(savedList(canvas)).toHaveFocus();
    await expect(canvas.getByText('Écharpe en cachemire a été retiré de vos favoris.')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Robe portefeuille en soie de vos favoris' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByRole('heading', { name: 'Votre liste de favoris est vide' }),
    ).toBeVisible();
  },
};
