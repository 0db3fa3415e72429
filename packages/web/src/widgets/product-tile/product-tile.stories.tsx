import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { catalogueHandlers, listedStorySummary, sellOut } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { addedToCartDrawer, withCartDrawer } from '../../testing/with-cart-drawer';
import { withToaster } from '../../testing/with-toaster';
import { ProductTile } from './product-tile';

// Products as the shop's list has them: without stock, which the add asks `/api/variants` for.
const tote = listedStorySummary('cabas-nylon-recycle');
const dress = listedStorySummary('robe-portefeuille-soie');
const shawl = listedStorySummary('hand-woven-pashmina-shawl', 'comptoir-jaipur');
const earrings = listedStorySummary('silver-jhumka-earrings', 'comptoir-jaipur');

/** A grid cell's width, so one tile looks as it does in the shop. */
const gridCell = (Story: () => ReactNode) => <div style={{ maxWidth: 300 }}>{Story()}</div>;

const meta = {
  title: 'Boutique/Tuile produit',
  component: ProductTile,
  decorators: [withToaster, withCartDrawer, withAppProviders],
  args: { product: tote, layout: 'grid', imageSlot: 'shopGrid' },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A one-variant product: « Ajouter au panier » asks its live stock, adds one unit and says so; the heart saves
 * it. The list knows no stock, and the tile never calls it sold out for that.
 */
export const Grid: Story = {
  decorators: [gridCell],
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    await expect(await addedToCartDrawer()).toHaveAccessibleDescription(
      'Cabas en nylon recyclé (Noir) rejoint votre panier.',
    );
    // Escape closes the drawer and gives the focus back to the button that added.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(add).toHaveFocus());
    const heart = canvas.getByRole('button', { name: 'Ajouter Cabas en nylon recyclé aux favoris' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText('Ajouté à vos favoris')).toBeInTheDocument();
  },
};

/**
 * A product in several colours: a disc each (none chosen); pointing at one shows that colour's photo, choosing one
 * keeps it and the card then opens the product on that colour.
 */
export const Colours: Story = {
  decorators: [gridCell],
  args: { product: dress },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [, second] = dress.colours;
    if (!second?.image) throw new Error('The dress has no second colour with a photo');
    const photoFile = new URL(second.image).pathname.split('/').pop() ?? '';
    // Decoration beside its title (`alt=""`): found as an element, not by a role.
    const photo = canvasElement.querySelector('img');
    if (!photo) throw new Error('The card has no photo');
    const discs = canvas.getByRole('group', { name: 'Couleurs de Robe portefeuille en soie' });
    const disc = canvas.getByRole('radio', { name: second.value });
    await expect(disc).not.toBeChecked();
    await userEvent.hover(disc);
    await waitFor(() => expect(photo.getAttribute('src')).toContain(photoFile));
    await userEvent.click(disc);
    await userEvent.unhover(discs);
    await expect(disc).toBeChecked();
    await expect(photo.getAttribute('src')).toContain(photoFile);
    await expect(canvas.getByRole('link', { name: 'Robe portefeuille en soie' })).toHaveAttribute(
      'href',
      `/product/${encodeURIComponent(dress.id)}?colour=${encodeURIComponent(second.value)}`,
    );
  },
};

/** The list view: image beside the words, the heart beside the price. */
export const List: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { layout: 'list', imageSlot: 'shopList', product: dress },
};

/**
 * The picture is asked of the storefront's CDN at the width it is drawn: the browser chose one of its widths, and
 * the CDN (the emulator, in memory) answered it.
 */
export const PictureAtItsSize: Story = {
  decorators: [gridCell],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
    await expect(image?.currentSrc).toMatch(/\/cdn-cgi\/image\/format=auto,width=\d+,height=\d+,/);
    await expect(image).toHaveAttribute('sizes', expect.stringContaining('calc(50vw - 32px)'));
  },
};

/** The cart already holds the whole live stock (two): the card says why it cannot add more (docs/product/errors.md). */
export const Refusal: Story = {
  decorators: [gridCell],
  args: { product: tote },
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    await addedToCartDrawer();
    await userEvent.keyboard('{Escape}');
    // The second and last unit: the refusal below says the cart took it.
    await userEvent.click(add);
    await addedToCartDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.click(add);
    await expect(await canvas.findByText("Erreur d'ajout au panier")).toBeInTheDocument();
    await expect(
      canvas.getByText('Stock insuffisant pour Cabas en nylon recyclé (Noir). Seulement 2 restant.'),
    ).toBeInTheDocument();
  },
};

/**
 * Several variants: « Ajout rapide » opens the product's sizes beside the card, with their live stock — the
 * sold-out size struck through and not pressable; a size adds it, and the cart drawer says so.
 */
export const QuickAdd: Story = {
  decorators: [gridCell],
  args: { product: dress },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajout rapide' }));
    const picker = await screen.findByRole('dialog', { name: dress.title });
    const sizes = await within(picker).findByRole('group', { name: 'Choisissez votre taille' });
    await expect(within(sizes).getByRole('button', { name: '36, épuisé' })).toBeDisabled();
    await userEvent.click(within(sizes).getByRole('button', { name: '38' }));
    await expect(await addedToCartDrawer()).toHaveAccessibleDescription(
      'Robe portefeuille en soie (38 / Ivoire) rejoint votre panier.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dress.title })).toBeNull());
  },
};

/** A one-variant product sold out since the list was read: the list cannot know it, the live stock refuses the add. */
export const SoldOut: Story = {
  decorators: [gridCell],
  beforeEach() {
    sellOut('cabas-nylon-recycle');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await canvas.findByText("Erreur d'ajout au panier")).toBeInTheDocument();
    await expect(screen.queryByRole('dialog', { name: 'Ajouté au panier' })).toBeNull();
  },
};

/**
 * No price: « Prix sur demande » in its place, and « Nous contacter » instead of an add it cannot do, a link to
 * the contact page with the product named; the heart still saves it.
 */
export const PriceOnRequest: Story = {
  decorators: [gridCell],
  args: { product: shawl },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Prix sur demande')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    const contact = new URL(
      canvas.getByRole('link', { name: 'Nous contacter' }).getAttribute('href') ?? '',
      window.location.origin,
    );
    await expect(contact.pathname).toBe('/contact');
    await expect(contact.searchParams.get('subject')).toBe('produit');
    await expect(contact.searchParams.get('product')).toBe('Hand-woven pashmina shawl');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ajouter Hand-woven pashmina shawl aux favoris' }),
    );
    await expect(await canvas.findByText('Ajouté à vos favoris')).toBeInTheDocument();
  },
};

/** A store in rupees: « 2 800,00 ₹ », no brand, and an add that works like any other. */
export const InRupees: Story = {
  decorators: [gridCell],
  args: { product: earrings },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers('comptoir-jaipur'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('2 800,00 ₹')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await addedToCartDrawer()).toHaveTextContent('2 800,00 ₹');
  },
};
