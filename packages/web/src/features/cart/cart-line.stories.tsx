import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyCartLine, toteBeyondStock } from '../../testing/cart-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { CartLineItem } from './cart-line';

const bag = storyCartLine('sac-seau-cuir-graine', 0, 1);

const meta = {
  title: 'Achat/Ligne du panier',
  component: CartLineItem,
  decorators: [
    (Story) => (
      <ul aria-label="Articles de votre panier">
        <Story />
      </ul>
    ),
    withAppProviders,
  ],
  args: {
    line: storyCartLine('pull-marin-coton-enfant', 1, 2),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Image, title linking to the product, variant, unit price, quantity and line total. The quantity moves with
 * the buttons, the arrow keys, or by typing; the bin removes the line.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Pull marin en coton' })).toHaveAttribute(
      'href',
      `/product/${args.line.product.id}?variant=${args.line.variant.id}`,
    );
    await expect(canvas.getByText('138,00 €')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Augmenter la quantité de Pull marin en coton (6 ans / Ivoire)' }),
    );
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    const quantity = canvas.getByRole('spinbutton', {
      name: 'Quantité de Pull marin en coton (6 ans / Ivoire)',
    });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Pull marin en coton (6 ans / Ivoire) du panier' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The last unit: minus goes below 1, which takes the line out of the cart (docs/product/data-and-states.md#states-and-transitions). */
export const LastUnit: Story = {
  args: { line: storyCartLine('pull-marin-coton-enfant', 1, 1) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Diminuer la quantité de Pull marin en coton (6 ans / Ivoire)' }),
    );
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(0);
  },
};

/** On sale: the sale price, its original struck through, both read to screen readers. */
export const OnSale: Story = {
  args: { line: bag },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('395,00 €').closest('s')).not.toBeNull();
    await expect(canvas.getAllByText('277,00 €')).toHaveLength(2);
  },
};

/** The refresh found a new price: said on the line, in the words of the toast. */
export const PriceChanged: Story = {
  args: { line: storyCartLine('veste-costume-laine-froide', 0, 1), previousPriceInCents: 45000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Le prix de Veste de costume en laine froide (46 / Bleu nuit) est passé de 450,00 € à 490,00 €.',
      ),
    ).toBeVisible();
  },
};

/** More units than the stock: the plus stops, the minus brings the line down to the stock at once. */
export const BeyondStock: Story = {
  args: { line: toteBeyondStock },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Seulement 2 restant\. Vous en avez 3 dans votre panier\./)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Augmenter la quantité de Cabas en nylon recyclé (Noir)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Diminuer la quantité de Cabas en nylon recyclé (Noir)' }),
    );
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
  },
};

/** Sold out since it was added: the quantity is locked, only removing is left. */
export const SoldOut: Story = {
  args: { line: { ...toteBeyondStock, variant: { ...toteBeyondStock.variant, inventory_quantity: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cabas en nylon recyclé (Noir) n'est plus disponible.")).toBeVisible();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Cabas en nylon recyclé (Noir) du panier' }),
    ).toBeEnabled();
  },
};

/** A change the cart refused (docs/product/rules.md#validation), said on the line as it happens. */
export const Refused: Story = {
  args: { refusal: 'Stock insuffisant pour Pull marin en coton (6 ans / Ivoire). Seulement 15 restant.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seulement 15 restant.');
  },
};

/** Without an image, the 4:5 frame keeps its place. */
export const NoImage: Story = {
  args: { line: { ...bag, product: { ...bag.product, image: null } } },
};
