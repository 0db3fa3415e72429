import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { toProduct } from '../../storefront/map-product';
import { catalogueProduct } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { ProductTile } from './product-tile';

const scarf = toProduct(catalogueProduct('echarpe-cachemire'));
const tote = toProduct(catalogueProduct('cabas-nylon'));
const dress = toProduct(catalogueProduct('robe-portefeuille'));
const cardHolder = toProduct(catalogueProduct('porte-cartes'));

/** A grid cell's width, so one tile looks as it does in the shop. */
const gridCell = (Story: () => ReactNode) => <div style={{ maxWidth: 300 }}>{Story()}</div>;

const meta = {
  title: 'Boutique/Tuile produit',
  component: ProductTile,
  decorators: [withToaster, withAppProviders],
  args: { product: scarf, layout: 'grid' },
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A one-variant product: « Ajouter au panier » adds one unit and says so; the heart saves it. */
export const Grid: Story = {
  decorators: [gridCell],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await canvas.findByText('Ajouté au panier')).toBeInTheDocument();
    const heart = canvas.getByRole('button', { name: 'Ajouter Écharpe en cachemire aux favoris' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText('Ajouté à vos favoris')).toBeInTheDocument();
  },
};

/** The list view: image beside the words, the heart beside the price. */
export const List: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { layout: 'list', product: dress },
};

/** The cart already holds the whole stock: the card says why it cannot add more (SPEC §8). */
export const Refusal: Story = {
  decorators: [gridCell],
  args: { product: tote },
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(await canvas.findByText("Erreur d'ajout au panier")).toBeInTheDocument();
    await expect(
      canvas.getByText('Stock insuffisant pour Cabas en nylon recyclé (Noir). Seulement 1 restant.'),
    ).toBeInTheDocument();
  },
};

/** Several variants: a link leads to the product page to choose one (DECISIONS.md); Enter follows it. */
export const ChooseAVariant: Story = {
  decorators: [gridCell],
  args: { product: dress },
  play: async ({ canvas, userEvent }) => {
    const choose = canvas.getByRole('link', { name: 'Choisir une option' });
    await expect(choose).toHaveAttribute('href', '/product/robe-portefeuille');
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/product/robe-portefeuille'),
    );
  },
};

/** A sold-out one-variant product, on sale: the button says so and stays disabled. */
export const SoldOut: Story = {
  decorators: [gridCell],
  args: { product: cardHolder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Épuisé' })).toHaveAttribute('aria-disabled', 'true');
  },
};
