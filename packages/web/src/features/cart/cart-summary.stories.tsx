import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyCarts } from '../../testing/cart-handlers';
import { CartReassurance } from './cart-reassurance';
import { CartSummary } from './cart-summary';

const meta = {
  title: 'Achat/Récapitulatif du panier',
  component: CartSummary,
  decorators: [(Story) => <div style={{ maxWidth: 352 }}>{Story()}</div>],
  args: { lines: storyCarts.underFreeShipping, children: <CartReassurance /> },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under 150 €: shipping costs 7,90 €, and the summary says how much is missing for free delivery. */
export const UnderFreeShipping: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
    await expect(canvas.getByText('69,00 €')).toBeVisible();
    await expect(canvas.getByText('7,90 €')).toBeVisible();
    await expect(canvas.getByText('Plus que 81,00 € pour la livraison offerte')).toBeVisible();
    await expect(canvas.getByText('76,90 €')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Nos engagements' })).toHaveTextContent(
      'Paiement sécurisé',
    );
  },
};

/** Exactly 150,00 €: free delivery is included from there (docs/product/decisions.md). */
export const AtFreeShipping: Story = {
  args: { lines: storyCarts.atFreeShipping },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offerte')).toBeVisible();
    await expect(canvas.queryByText(/Plus que/)).toBeNull();
    await expect(canvas.getAllByText('150,00 €')).toHaveLength(2);
  },
};

/** Over 150 €: « Offerte ». */
export const OverFreeShipping: Story = {
  args: { lines: storyCarts.overFreeShipping },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offerte')).toBeVisible();
    await expect(canvas.getAllByText('767,00 €')).toHaveLength(2);
  },
};

/** In rupees: the euro shipping rule does not apply; the payment page sets delivery, the total is the subtotal. */
export const InRupees: Story = {
  args: { lines: storyCarts.inRupees },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('8 500,00 ₹')).toHaveLength(2);
    await expect(canvas.getByText('Calculée lors du paiement')).toBeVisible();
    await expect(canvas.queryByText(/Plus que/)).toBeNull();
  },
};
