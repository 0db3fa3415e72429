import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Product } from '../../domain/product';
import { toProduct } from '../../storefront/map-product';
import {
  catalogueHandlers,
  catalogueProduct,
  sellOut,
  slowCatalogueHandlers,
  storyProduct,
} from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { addedToCartDrawer, withCartDrawer } from '../../testing/with-cart-drawer';
import { withToaster } from '../../testing/with-toaster';
import { ProductDetails } from './product-details';
import { ProductPage } from './product-page';
import { productLoader, productShouldRevalidate } from './product-route';

/** The page of a product of the story store. */
const pageOf = (slug: string, profile?: 'comptoir-jaipur') =>
  `/product/${catalogueProduct(slug, profile).id}`;

/** The dress's variant of these size and colour, as its address names it. */
const dressVariant = (title: string) =>
  catalogueProduct('robe-portefeuille-soie').variants.find((variant) => variant.title === title)?.id;

const meta = {
  title: 'Boutique/Page produit',
  component: ProductPage,
  decorators: [withToaster, withCartDrawer, withAppProviders],
  parameters: {
    layout: 'fullscreen',
    route: pageOf('robe-portefeuille-soie'),
    // The page reads its id from the route and its product from the route's loader, as in the app.
    pageRoute: { path: '/product/:id', loader: productLoader, shouldRevalidate: productShouldRevalidate },
  },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its product and its live stock are there (the browser asks for the stock once the product shows). */
async function productShown(canvas: ReturnType<typeof within>, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title });
  await waitFor(() =>
    // The favourites button is in the panel whatever the product (« Nous contacter » replaces an add without price).
    expect(
      canvas.getByRole('button', { name: /^(Ajouter aux|Retirer des) favoris$/ }).closest('form'),
    ).not.toHaveAttribute('aria-busy'),
  );
}

// Disabled buttons stay focusable (ui Button), so they are marked with aria-disabled rather than `disabled`.

/** Which slide of the gallery is shown (the others are inert). */
const shownSlide = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('group')
    .find((slide) => slide.getAttribute('aria-roledescription') === 'slide' && !slide.hasAttribute('inert'));

/**
 * A product with sizes and colours. No size is chosen for the shopper (issue 27): the page shows the colour of
 * its photo, and the button asks for a size; pressed, it takes the focus to the sizes, which say why. Once a size
 * is chosen, its stock is said and the button adds. The breadcrumbs lead back to its collection.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await expect(canvas.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('AccueilFemme');
    for (const size of canvas.getAllByRole('radio', { name: /^(36|38|40)\b/ })) {
      await expect(size).not.toBeChecked();
    }
    await expect(canvas.getByRole('radio', { name: 'Ivoire' })).toBeChecked();
    await expect(canvas.queryByText(/en stock!$/)).toBeNull();
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('Image 1 sur 5');

    await userEvent.click(canvas.getByRole('button', { name: 'Choisissez une taille' }));
    await expect(canvas.getByRole('radio', { name: '36, épuisé' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Taille' })).toHaveAccessibleDescription(
      'Choisissez votre taille pour ajouter cette création au panier.',
    );
    await expect(canvas.getByTestId('story-location')).not.toHaveTextContent('variant=');

    await userEvent.click(canvas.getByRole('radio', { name: '38' }));
    await expect(canvas.getByText('18 en stock!')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Taille' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.getByRole('heading', { name: 'Composition' })).toBeVisible();
  },
};

/**
 * « Guide des tailles » beside the sizes: a dialog with the women's table, the chosen size's row set apart and
 * read as current, and the product's own word on its fit; Escape gives the focus back.
 */
export const SizeGuide: Story = {
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await userEvent.click(canvas.getByRole('radio', { name: '38' }));
    const open = canvas.getByRole('button', { name: 'Guide des tailles' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Guide des tailles' });
    await waitFor(() => expect(dialog).toBeVisible());
    const table = within(dialog).getByRole('table', { name: 'Tailles femme' });
    await expect(within(table).getByRole('row', { name: /^S 36-38/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(dialog).getByText('Taille normalement')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/**
 * On a phone, once the panel's button has scrolled up out of view, a bar at the bottom keeps the price, the size
 * and the button: it submits the panel's form, so it asks for a size first, then adds; scrolled back, it goes.
 */
export const StickyAddBarOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await expect(canvas.queryByRole('region', { name: 'Ajout au panier' })).toBeNull();
    canvas.getByRole('heading', { name: 'Composition' }).scrollIntoView({ block: 'end' });
    window.scrollBy(0, window.innerHeight);
    const bar = await canvas.findByRole('region', { name: 'Ajout au panier' });
    await expect(within(bar).getByText('Taille à choisir')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Choisissez une taille' }));
    // The panel's form answered: the focus is on the sizes, which scrolled back into view.
    await expect(canvas.getByRole('radio', { name: '36, épuisé' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Ajout au panier' })).toBeNull());

    await userEvent.click(canvas.getByRole('radio', { name: '38' }));
    window.scrollTo(0, document.body.scrollHeight);
    const again = await canvas.findByRole('region', { name: 'Ajout au panier' });
    await expect(within(again).getByText('Taille : 38')).toBeVisible();
    await expect(within(again).getByText('390,00 €', { exact: false })).toBeVisible();
    await userEvent.click(within(again).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await addedToCartDrawer()).toHaveAccessibleDescription(
      'Robe portefeuille en soie (38 / Ivoire) rejoint votre panier.',
    );
  },
};

/** An address naming a variant (a shared link) opens on it, its size chosen. */
export const VariantInTheAddress: Story = {
  parameters: { route: `${pageOf('robe-portefeuille-soie')}?variant=${dressVariant('40 / Bordeaux')}` },
  play: async ({ canvas }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await expect(canvas.getByRole('radio', { name: /^40/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Bordeaux' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  },
};

/**
 * A press on a photo opens it full screen, at its large widths; the viewer and the gallery move together, and
 * Escape gives the focus back to the photo the gallery then shows.
 */
export const PhotosFullScreen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    const first = canvas.getByRole('link', { name: "Agrandir l'image 1 : Robe portefeuille en soie" });
    await expect(first.getAttribute('href')).toContain('width=2048');
    await userEvent.click(first);
    const viewer = await within(document.body).findByRole('dialog', {
      name: 'Images : Robe portefeuille en soie',
    });
    await expect(within(viewer).getByRole('img').getAttribute('srcset')).toContain('fit=scale-down');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByText('Image 2 sur 5')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(viewer).not.toBeInTheDocument());
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('Image 2 sur 5');
    await expect(
      canvas.getByRole('link', { name: "Agrandir l'image 2 : Robe portefeuille en soie" }),
    ).toHaveFocus();
  },
};

/**
 * « Vous aimerez aussi », under the product: four others close to it (here the same collection), asked for once
 * the shopper scrolls near it; a tile leads to its page.
 */
export const YouMayAlsoLike: Story = {
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await expect(canvas.queryByRole('list', { name: 'Vous aimerez aussi' })).toBeNull();
    window.scrollTo(0, document.body.scrollHeight);
    const related = await canvas.findByRole('list', { name: 'Vous aimerez aussi' });
    const titles = within(related).getAllByRole('heading', { level: 3 });
    await expect(titles).toHaveLength(4);
    await expect(titles.map((title) => title.textContent)).not.toContain('Robe portefeuille en soie');
    const first = titles[0]?.textContent ?? '';
    await userEvent.click(
      within(related).getAllByRole('link', { name: new RegExp(first) })[0] as HTMLElement,
    );
    await productShown(canvas, first);
  },
};

/** On sale: the price the shopper pays, and the original struck through. */
export const OnSale: Story = {
  parameters: { route: pageOf('sac-seau-cuir-graine') },
  play: async ({ canvas }) => {
    await productShown(canvas, 'Sac seau en cuir grainé');
    await expect(canvas.getByText('-30 %')).toBeVisible();
    await expect(canvas.getByText('395,00 €', { exact: false }).closest('s')).not.toBeNull();
    await expect(canvas.getByText('277,00 €', { exact: false })).toBeVisible();
  },
};

/**
 * Choosing a colour shows its image, the size still the shopper's to choose; choosing a size puts the variant in
 * the address and says its stock. By keyboard, as on any radio group.
 */
export const VariantSwitching: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await productShown(canvas, 'Robe portefeuille en soie');
    await userEvent.click(canvas.getByRole('radio', { name: 'Bordeaux' }));
    await expect(canvas.getByRole('radio', { name: 'Bordeaux' })).toBeChecked();
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('Image 5 sur 5'));
    await expect(canvas.getByTestId('story-location')).not.toHaveTextContent('variant=');
    await expect(canvas.getByRole('button', { name: 'Choisissez une taille' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '38' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Bordeaux' }));
    await expect(canvas.getByText('9 en stock!')).toBeVisible();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      `variant=${dressVariant('38 / Bordeaux')}`,
    );

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Ivoire' })).toBeChecked();
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('Image 1 sur 5'));
  },
};

/** The line drawn through a chip, as the eye sees it. */
const struckThrough = (radio: HTMLElement) =>
  [...(radio.parentElement?.querySelectorAll('span') ?? [])].some((span) =>
    getComputedStyle(span).textDecorationLine.includes('line-through'),
  );

/**
 * Once the stock is known, a size with none left in the chosen colour is struck through and read « épuisé »; it can
 * still be chosen, to read its page, and the stock rule then refuses the add with the product's words. In another colour
 * the same size is on sale again.
 */
export const SoldOutSize: Story = {
  play: async ({ canvas, userEvent }) => {
    const soldOut = await canvas.findByRole('radio', { name: '36, épuisé' });
    await expect(struckThrough(soldOut)).toBe(true);
    await expect(struckThrough(canvas.getByRole('radio', { name: '38' }))).toBe(false);
    await userEvent.click(soldOut);
    await expect(soldOut).toBeChecked();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      `variant=${dressVariant('36 / Ivoire')}`,
    );
    await expect(canvas.getByText('Actuellement indisponible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Bordeaux' }));
    await expect(canvas.getByRole('radio', { name: '36' })).toBeChecked();
    await expect(canvas.getByText('7 en stock!')).toBeVisible();
  },
};

/** The dress as if the store did not make it in 38 Bordeaux. */
const dressWithout38InWine = (): Product => {
  const dress = storyProduct('robe-portefeuille-soie');
  return {
    ...dress,
    variants: dress.variants.filter((variant) => variant.id !== dressVariant('38 / Bordeaux')),
  };
};

/**
 * A colour the store does not sell in the chosen size cannot be chosen (not even by the arrow keys); once a size
 * it is made in is chosen, it can.
 */
export const CombinationNotSold: Story = {
  render: () => <ProductDetails product={dressWithout38InWine()} />,
  play: async ({ canvas, userEvent }) => {
    const wine = await canvas.findByRole('radio', { name: 'Bordeaux' });
    // No size chosen yet: Bordeaux is made in 36.
    await expect(wine).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: '38' }));
    await expect(wine).toBeDisabled();
    await expect(struckThrough(wine)).toBe(false);
    await userEvent.click(canvas.getByRole('radio', { name: '36, épuisé' }));
    await expect(wine).toBeEnabled();
    await userEvent.click(wine);
    await expect(wine).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '36' })).toBeChecked();
  },
};

/** The watch: silver shows by default (the cheapest), gold costs more. */
export const VariantPrice: Story = {
  parameters: { route: pageOf('montre-automatique-36') },
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Montre automatique 36 mm');
    await expect(canvas.getByRole('radio', { name: 'Argent' })).toBeChecked();
    await expect(canvas.getByText('520,00 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Or' }));
    await expect(await canvas.findByText('590,00 €')).toBeVisible();
  },
};

/** A sold-out variant: the product's message, and the button cannot add it. */
export const OutOfStock: Story = {
  parameters: { route: pageOf('cabas-nylon-recycle') },
  beforeEach() {
    sellOut('cabas-nylon-recycle');
  },
  play: async ({ canvas }) => {
    await productShown(canvas, 'Cabas en nylon recyclé');
    await expect(canvas.getByText('Actuellement indisponible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** More than the stock: the message says how many are left and the button waits for a smaller quantity. */
export const QuantityBeyondStock: Story = {
  parameters: { route: pageOf('cabas-nylon-recycle') },
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Cabas en nylon recyclé');
    await expect(await canvas.findByText('2 en stock!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un article' }));
    await expect(canvas.getByText('Stock insuffisant. Seulement 2 restant.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer un article' }));
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The cart already holds the whole stock (two): pressing again shows the product's refusal. */
export const RefusedBeyondStock: Story = {
  parameters: { route: pageOf('cabas-nylon-recycle') },
  play: async ({ canvas, userEvent }) => {
    const add = await canvas.findByRole('button', { name: 'Ajouter au panier' });
    // Pressed before the live stock answers, the add would be left to the form (StockOnItsWay).
    await canvas.findByText('2 en stock!');
    for (const _unit of [1, 2]) {
      await userEvent.click(add);
      await addedToCartDrawer();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(add).toHaveFocus());
    }
    await userEvent.click(add);
    await expect(await canvas.findByText("Oups! Quelque chose s'est mal passé.")).toBeInTheDocument();
    await expect(
      canvas.getByText('Stock insuffisant pour Cabas en nylon recyclé (Noir). Seulement 2 restant.'),
    ).toBeInTheDocument();
  },
};

/** A product the store does not sell now: the button stays disabled, a line says why. */
export const NotPurchasable: Story = {
  parameters: { route: pageOf('creoles-vermeil') },
  play: async ({ canvas }) => {
    await productShown(canvas, 'Créoles en vermeil');
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText("Ce produit n'est pas disponible à l'achat pour le moment.")).toBeVisible();
  },
};

/**
 * A product the store sells without a price (a ULID id, as real stores have): « Prix sur demande » where the
 * price would be, no quantity to choose, « Nous contacter » instead of an add button (the contact page, the
 * product named) with the reason under it; it can still be a favourite. Its description is the store's empty `<p></p>`: no « Description » heading over nothing.
 */
export const PriceOnRequest: Story = {
  parameters: { route: pageOf('hand-woven-pashmina-shawl', 'comptoir-jaipur') },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas, userEvent }) => {
    await productShown(canvas, 'Hand-woven pashmina shawl');
    await expect(canvas.getByText('Prix sur demande')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton', { name: 'Quantité' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Description' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    const contact = canvas.getByRole('link', { name: 'Nous contacter' });
    await expect(contact).toHaveAccessibleDescription(
      'Le prix de cette création est communiqué sur demande : contactez-nous pour la commander.',
    );
    await expect(contact).toHaveAttribute(
      'href',
      '/contact?subject=produit&product=Hand-woven+pashmina+shawl',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter aux favoris' }));
    await expect(await canvas.findByText('Ajouté à vos favoris')).toBeInTheDocument();
  },
};

/** A store that sells in rupees: the amount in its digits, written the French way with its sign. */
export const InRupees: Story = {
  parameters: { route: pageOf('block-printed-cotton-kurta', 'comptoir-jaipur') },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas }) => {
    await productShown(canvas, 'Block-printed cotton kurta');
    await expect(canvas.getByText('8 500,00 ₹')).toBeVisible();
    // No collection: the breadcrumbs lead back to the whole shop.
    await expect(canvas.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent(
      'AccueilBoutique',
    );
    // Its sizes are the store's « Size »: the shopper chooses one before the button adds.
    await expect(canvas.getByRole('button', { name: 'Choisissez une taille' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The product as the server renders it: its details without their stock. */
const servedDress = () => toProduct(catalogueProduct('robe-portefeuille-soie'));

/**
 * Until the live stock answers, nothing is said of it (no size is struck through) and the button stays on: a press
 * sends the cart its `cart.add` in place, and the cart asks for the stock itself before it adds the line.
 */
export const StockOnItsWay: Story = {
  render: () => <ProductDetails product={servedDress()} stockPending />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '38' }));
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText(/vérifier le stock/)).toBeNull();
    // A size is not said to be sold out before the stock is known.
    await expect(struckThrough(canvas.getByRole('radio', { name: '36' }))).toBe(false);
    // Seen after the app's own handler: whether it let the browser send the form (then kept from leaving the story).
    let sent = false;
    const watch = (event: SubmitEvent) => {
      if (!event.defaultPrevented) sent = true;
      event.preventDefault();
    };
    document.addEventListener('submit', watch);
    try {
      await userEvent.click(add);
    } finally {
      document.removeEventListener('submit', watch);
    }
    await expect(sent).toBe(false);
    await addedToCartDrawer();
  },
};

/** The live stock could not be read: the page says so, and a press still sends the cart its add, which asks again. */
export const StockUnreadable: Story = {
  render: () => <ProductDetails product={servedDress()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '38' }));
    await expect(
      await canvas.findByText("Nous n'avons pas pu vérifier le stock. Veuillez réessayer."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The wishlist button works both ways (docs/product/decisions.md#improvements, item 4), each time with a notice. */
export const Wishlist: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter aux favoris' }));
    await expect(await canvas.findByText('Ajouté à vos favoris')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer des favoris' }));
    await expect(await canvas.findByText('Retiré de vos favoris')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
  },
};

/** While the product loads, its frame holds the page's shape. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCatalogueHandlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement du produit')).toBeInTheDocument();
  },
};

/** An unknown product: the product's title and sentence, and the way back to the shop. */
export const LoadError: Story = {
  parameters: { route: '/product/inconnu' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Erreur de chargement' });
    // The status as `fetch` reads it from the BFF's answer: MSW hands it over without the wire's reason phrase.
    await expect(canvas.getByText(/^Le produit n'a pas pu être chargé: HTTP 404/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/shop');
  },
};
