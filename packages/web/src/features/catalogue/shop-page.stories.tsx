import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  catalogueHandlers,
  emptyCatalogueHandlers,
  flakyCatalogueHandlers,
  slowCatalogueHandlers,
} from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { addedToCartDrawer, withCartDrawer } from '../../testing/with-cart-drawer';
import { withToaster } from '../../testing/with-toaster';
import { ShopPage } from './shop-page';
import { shopLoader, shopShouldRevalidate } from './shop-route';

const meta = {
  title: 'Boutique/Page boutique',
  component: ShopPage,
  decorators: [withToaster, withCartDrawer, withAppProviders],
  parameters: {
    layout: 'fullscreen',
    route: '/shop',
    pageRoute: { loader: shopLoader, shouldRevalidate: shopShouldRevalidate },
  },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titlesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The whole catalogue, in the house's order, counted in « créations », its first page of 24 shown. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(list.children).toHaveLength(24);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Toutes nos collections' })).toBeVisible();
    await expect(canvas.getByText('55 créations')).toBeVisible();
    // The list knows no stock: no tile says « Épuisé » for that.
    await expect(canvas.queryByRole('button', { name: 'Épuisé' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Toutes les collections' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** While the list is on its way: a spinner announces it, skeleton tiles hold the grid's shape. */
export const Slow: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCatalogueHandlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement des produits')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Produits' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyCatalogueHandlers);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Aucun produit disponible pour le moment.' });
    await expect(canvas.getByText('0 création')).toBeVisible();
  },
};

/**
 * A search too far from every word (issue 28): headed by what was searched, above the empty message to the letter,
 * with the nearest word as a link, and the main collections.
 */
export const SearchWithoutResults: Story = {
  parameters: { route: '/shop?search=robbbe' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Aucun résultat pour « robbbe »' });
    await expect(canvas.getByText('Aucun produit disponible pour le moment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'robe' })).toHaveAttribute('href', '/shop?search=robe');
    const collections = canvas.getByRole('navigation', { name: 'Explorez nos collections' });
    await expect(
      within(collections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Femme', 'Homme', 'Enfant', 'Accessoires']);
  },
};

/** The BFF fails: the product's technical text under a French heading; « Réessayer » fetches again. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(...flakyCatalogueHandlers());
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Impossible de charger les produits' });
    await expect(canvas.getByText('Error loading products: HTTP 503: Service Unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('list', { name: 'Produits' })).toBeVisible();
  },
};

/** A category and an accent-free search from the address: « echarpe » finds « Écharpe ». */
export const WithFilters: Story = {
  parameters: { route: '/shop?category=accessoires&search=echarpe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « echarpe »');
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(titlesOf(list)).toEqual(['Écharpe en cachemire']);
    await expect(canvas.getByText('1 création')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accessoires' })).toHaveAttribute('aria-current', 'page');
  },
};

/** « Promotions » keeps products on sale; its chip lifts the filter. */
export const Promotions: Story = {
  parameters: { route: '/shop?filter=promotions' },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(titlesOf(list)).toEqual([
      'Blouse lavallière en crêpe',
      'Caban en laine',
      'Pull col roulé en mérinos',
      'Sac seau en cuir grainé',
      'Porte-cartes en cuir',
      'Chino en coton stretch',
      'Robe chemise en lin',
      'Chapeau fedora en feutre',
      'Bottines en daim à talon bloc',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Retirer le filtre Promotions' }));
    await expect(await canvas.findByText('55 créations')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/shop$/));
  },
};

/** The view toggle: two pressed-state buttons; the list view lays the cards out in rows. */
export const ListView: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    const grid = canvas.getByRole('button', { name: 'Afficher en grille' });
    const list = canvas.getByRole('button', { name: 'Afficher en liste' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Sorting works (docs/product/decisions.md#improvements, item 1), by keyboard too, and the order goes into the address. */
export const SortByPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    // Another order is another list, drawn afresh.
    const list = () => canvas.getByRole('list', { name: 'Produits' });
    await canvas.findByRole('list', { name: 'Produits' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trier par' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Prix croissant' }));
    await waitFor(() => expect(titlesOf(list())[0]).toBe('T-shirt col rond en coton bio'));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?sort=price-low'),
    );

    canvas.getByRole('combobox', { name: 'Trier par' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const highest = await within(document.body).findByRole('option', { name: 'Prix décroissant' });
    await userEvent.click(highest);
    await waitFor(() => expect(titlesOf(list())[0]).toBe('Manteau droit en laine et cachemire'));
  },
};

/**
 * A brand from the address: the list has no metadata, so the brand is read from the brand's collection. The piece
 * without a price says « Prix sur demande ».
 */
export const ByBrand: Story = {
  parameters: { route: '/shop?brand=versace' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(titlesOf(list)).toEqual([
      'Carré de soie imprimé',
      "Blouson en cuir d'agneau",
      'Lunettes de soleil papillon',
      'Robe fourreau en crêpe',
    ]);
    await expect(within(list).getAllByText('Versace')).toHaveLength(4);
    const onRequest = within(canvas.getByRole('article', { name: "Blouson en cuir d'agneau" }));
    await expect(onRequest.getByText('Prix sur demande')).toBeVisible();
  },
};

/**
 * A store without collections or brands, in rupees: everything without a category, the empty state with one. Its
 * price filter is in rupees.
 */
export const StoreWithoutCollections: Story = {
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(list.children).toHaveLength(12);
    const kurta = within(canvas.getByRole('article', { name: 'Block-printed cotton kurta' }));
    await expect(kurta.getByText('8 500,00 ₹')).toBeVisible();
    const filters = within(canvas.getByRole('form', { name: 'Filtrer' }));
    await expect(filters.getByRole('spinbutton', { name: 'Maximum (₹)' })).toHaveAttribute(
      'placeholder',
      '24000',
    );
  },
};

export const StoreWithoutCollectionsCategory: Story = {
  ...StoreWithoutCollections,
  parameters: { route: '/shop?category=femme' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Aucun produit disponible pour le moment.' });
  },
};

/** A one-variant product goes straight to the cart from its card, and the cart drawer says it. */
export const AddFromCard: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Cabas en nylon recyclé' });
    await userEvent.click(within(card).getByRole('button', { name: 'Ajouter au panier' }));
    const drawer = await addedToCartDrawer();
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(drawer).toHaveAccessibleDescription('Cabas en nylon recyclé (Noir) rejoint votre panier.');
  },
};

const checkbox = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('checkbox', { name });

/**
 * A size beside the collections: the list, its count and the address follow, the other facets' counts too (a
 * colour no product of that size has is disabled), and the focus stays on the size.
 */
export const FilterBySize: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    const filters = within(canvas.getByRole('form', { name: 'Filtrer' }));
    await expect(filters.getByRole('group', { name: 'Taille' })).toBeVisible();
    await expect(checkbox(filters, /^Bordeaux, 7 produits$/)).toBeEnabled();
    const size = checkbox(filters, /^34, 1 produit$/);
    await userEvent.click(size);
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?size=34'));
    await waitFor(() =>
      expect(titlesOf(canvas.getByRole('list', { name: 'Produits' }))).toEqual(['Robe fourreau en crêpe']),
    );
    await expect(canvas.getByText('1 création')).toBeVisible();
    await expect(size).toBeChecked();
    await expect(size).toHaveFocus();
    await expect(checkbox(filters, /^Bordeaux, aucun produit$/)).toBeDisabled();
    await expect(checkbox(filters, /^Noir, 1 produit$/)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Retirer le filtre Taille : 34' })).toBeVisible();
  },
};

/**
 * The seed's 37 sizes: the first 12 in view, the rest behind « Afficher 25 tailles de plus », a native disclosure
 * (the end-to-end tests open it from the keyboard); a size chosen there stays in view once folded again, and the button counts one less.
 */
export const LongSizeList: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    const sizes = canvas.getByRole('group', { name: 'Taille' });
    const shown = () =>
      within(sizes)
        .getAllByRole('checkbox')
        .filter((box) => box.checkVisibility());
    await expect(shown()).toHaveLength(12);
    const more = within(sizes).getByText('Afficher 25 tailles de plus').closest('summary');
    if (!more) throw new Error('« Afficher 25 tailles de plus » is not a disclosure');
    await expect(more).toHaveAccessibleName('Afficher 25 tailles de plus');
    await userEvent.click(more);
    await waitFor(() => expect(shown()).toHaveLength(37));
    await expect(more).toHaveAccessibleName('Afficher moins');
    await expect(more.closest('details')).toHaveAttribute('open');

    const far = checkbox(within(sizes), /^100 cm, /);
    await userEvent.click(far);
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?size=100+cm'));
    await expect(far).toHaveFocus();
    await userEvent.click(more);
    await waitFor(() => expect(shown()).toHaveLength(13));
    await expect(shown().at(-1)).toBe(checkbox(within(sizes), /^100 cm, /));
    await expect(checkbox(within(sizes), /^100 cm, /)).toBeChecked();
    await expect(more).toHaveAccessibleName('Afficher 24 tailles de plus');
  },
};

/** A colour, then a price typed and applied by Enter: chips for each; « Tout effacer » lifts them all at once. */
export const FilterByColourAndPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    const filters = within(canvas.getByRole('form', { name: 'Filtrer' }));
    await userEvent.click(checkbox(filters, /^Chocolat, 3 produits$/));
    await waitFor(() =>
      expect(titlesOf(canvas.getByRole('list', { name: 'Produits' }))).toEqual([
        "Blouson en cuir d'agneau",
        'Mocassins en cuir lisse',
        'Bottines en daim à talon bloc',
      ]),
    );
    const lowest = filters.getByRole('spinbutton', { name: 'Minimum (€)' });
    await expect(lowest).toHaveAccessibleDescription(/^De 553\s€ à 890\s€$/);
    await userEvent.type(lowest, '600{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?colour=Chocolat&price_min=600'),
    );
    await waitFor(() => expect(canvas.getByText('1 création')).toBeVisible());
    await expect(titlesOf(canvas.getByRole('list', { name: 'Produits' }))).toEqual([
      'Mocassins en cuir lisse',
    ]);
    await expect(lowest).toHaveFocus();
    const chips = within(canvas.getByRole('list', { name: 'Filtres actifs' }));
    await expect(chips.getByRole('link', { name: /^Retirer le filtre Prix : dès 600/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Tout effacer' }));
    await waitFor(() => expect(canvas.getByText('55 créations')).toBeVisible());
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/shop$/));
    await expect(lowest).toHaveValue(null);
  },
};

/** The filters of an address: ticked, each a chip, and « Filtrer » counts them. */
export const FiltersFromTheAddress: Story = {
  parameters: { route: '/shop?colour=Noir&colour=Or&available=true' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    const filters = within(canvas.getByRole('form', { name: 'Filtrer' }));
    await expect(checkbox(filters, /^Noir, /)).toBeChecked();
    await expect(checkbox(filters, /^Or, /)).toBeChecked();
    await expect(checkbox(filters, /^En stock, /)).toBeChecked();
    const chips = within(canvas.getByRole('list', { name: 'Filtres actifs' }));
    await expect(chips.getAllByRole('link').map((chip) => chip.textContent)).toEqual([
      'Retirer le filtre Couleur : Noir',
      'Retirer le filtre Couleur : Or',
      'Retirer le filtre En stock',
    ]);
  },
};

/**
 * On a phone the filters open in a dialog from « Filtrer »; a choice applies under it at once, and « Voir les N
 * résultats » closes it on the list, the focus back on « Filtrer », which now counts the choice.
 */
export const FiltersOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    await expect(canvas.queryByRole('form', { name: 'Filtrer' })).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Filtrer' });
    await userEvent.click(opener);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Filtrer' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Terracotta, 1 produit$/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/shop?colour=Terracotta'),
    );
    const close = await dialog.findByRole('button', { name: 'Voir le résultat' });
    await expect(dialog.getByRole('checkbox', { name: /^Terracotta, / })).toHaveFocus();
    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filtrer, 1 filtre actif' })).toHaveFocus();
    await expect(titlesOf(canvas.getByRole('list', { name: 'Produits' }))).toEqual(['Robe chemise en lin']);
  },
};

/** In the phone's dialog, « Tout effacer » lifts every choice and keeps the focus, now on a button with nothing to do. */
export const ClearFiltersOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { route: '/shop?category=accessoires&colour=Noir&available=true' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Produits' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrer, 2 filtres actifs' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Filtrer' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('11 créations trouvées');
    const clear = dialog.getByRole('button', { name: 'Tout effacer' });
    await userEvent.click(clear);
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/shop\?category=accessoires$/),
    );
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('19 créations trouvées'));
    await expect(clear).toHaveFocus();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('checkbox', { name: /^Noir, / })).not.toBeChecked();
  },
};
