import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { storageKeys } from '../../storage/keys';
import { aCartLine } from '../../testing/cart-fixtures';
import { catalogueHandlers, catalogueProduct } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { anAdmin, aUser } from '../../testing/user-fixtures';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Boutique/Mise en page/En-tête',
  component: SiteHeader,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvas: ReturnType<typeof within>) => canvas.getByTestId('story-location');
const searchName = 'Rechercher une pièce ou une marque';

/** A visitor: a way to sign in, empty cart and wishlist; the search runs only on words. */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Panier, aucun article' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(canvas.getByRole('link', { name: 'Favoris, aucun article' })).toHaveAttribute(
      'href',
      '/wishlist',
    );

    // A search box until it is focused, then one that suggests: the same field for the shopper.
    await userEvent.type(canvas.getByRole('searchbox', { name: searchName }), '   {Enter}');
    await expect(location(canvas)).toHaveTextContent(/^\/$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Lancer la recherche' }));
    await expect(location(canvas)).toHaveTextContent(/^\/$/);

    const search = await canvas.findByRole('combobox', { name: searchName });
    await userEvent.clear(search);
    await userEvent.type(search, '  robe en soie {Enter}');
    await expect(location(canvas)).toHaveTextContent('/shop?search=robe+en+soie');
  },
};

/**
 * Focused, the search box becomes one that suggests (its code comes then): what is typed meanwhile is kept, and a
 * suggestion chosen from the keyboard opens its page.
 */
export const SearchSuggests: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: searchName }), 'rob');
    const search = await canvas.findByRole('combobox', { name: searchName });
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue('rob');
    const dress = await screen.findByRole('option', { name: /^Robe portefeuille en soie/ });
    await userEvent.keyboard('{ArrowDown}');
    // Enter before the option is active would send the search form instead.
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', dress.id));
    await userEvent.keyboard('{Enter}');
    // The router moves once the product route's loader has answered.
    await waitFor(() =>
      expect(location(canvas)).toHaveTextContent(`/product/${catalogueProduct('robe-portefeuille-soie').id}`),
    );
  },
};

/** A client: their pages and the way out, no dashboard. */
export const SignedInClient: Story = {
  parameters: { storage: { local: { [storageKeys.currentUser]: aUser() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon espace, Camille' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Mon compte',
      'Mes commandes',
      'Se déconnecter',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/orders',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** An administrator also reaches the dashboard; signing out forgets them and leads home. */
export const SignedInAdmin: Story = {
  parameters: { route: '/orders', storage: { local: { [storageKeys.currentUser]: anAdmin() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon espace, Hélène' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }));
    await expect(location(canvas)).toHaveTextContent(/^\/$/);
    await expect(await canvas.findByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(localStorage.getItem(storageKeys.currentUser)).toBe('null');
  },
};

/** Badges count the cart's units (2 + 1) and the wishlist's items, and say so in the links' names. */
export const WithCounts: Story = {
  parameters: {
    storage: {
      local: {
        [storageKeys.cart]: [aCartLine({ quantity: 2 }), aCartLine({ variant: { id: 'var_2' } })],
        [storageKeys.wishlist]: [
          {
            productId: 'prod_9',
            variantId: 'var_9',
            name: 'Écharpe en cachemire',
            brand: 'Maison Aurèle',
            priceInCents: 19500,
            currency: 'EUR',
            image: null,
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Panier, 3 articles' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Favoris, 1 article' })).toHaveTextContent('1');
  },
};

/** « Explorer » opens from the keyboard on its first link; its links lead to categories, brands and services. */
export const ExploreMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const explore = canvas.getByRole('button', { name: 'Explorer' });
    explore.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Explorer' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Femme' })).toHaveFocus());
    await expect(within(panel).getByRole('link', { name: 'Gucci' })).toHaveAttribute(
      'href',
      '/shop?brand=gucci',
    );
    await expect(within(panel).getByRole('link', { name: 'Nouveautés' })).toHaveAttribute(
      'href',
      '/shop?filter=nouveautes',
    );
    await expect(within(panel).getByRole('link', { name: 'Suivre une commande' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(location(canvas)).toHaveTextContent('/shop?category=homme');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Explorer' })).toBeNull());
  },
};

/** At 320 px the links move into a side menu that shows the same destinations. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Explorer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Toutes les marques' })).toHaveAttribute(
      'href',
      '/brands',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'Accessoires' }));
    await expect(location(canvas)).toHaveTextContent('/shop?category=accessoires');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};
