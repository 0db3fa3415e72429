import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Price } from './price';

const meta = {
  title: 'Composants/Price',
  component: Price,
  args: { amount: 35000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cents in, French out: 35000 → « 350,00 € ». */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    // A no-break space keeps the amount and the symbol on one line.
    await expect(canvasElement.textContent).toBe('350,00\u00A0€');
  },
};

/** On sale: the new price in the brand colour, the original struck through and named for screen readers. */
export const OnSale: Story = {
  args: { amount: 24500, originalAmount: 35000, saleLabel: 'Prix soldé', originalLabel: 'Prix initial' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')?.textContent).toBe('Prix initial 350,00\u00A0€');
    await expect(canvasElement.textContent).toBe('Prix soldé 245,00\u00A0€Prix initial 350,00\u00A0€');
  },
};

/** Another currency, in the digits the storefront gives for it: « 8 500,00 ₹ ». */
export const Rupees: Story = {
  args: { amount: 850000, currency: 'INR', display: { symbol: 'Rs', template: '₹$1', decimal_digits: 2 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('8\u202F500,00\u00A0₹');
  },
};

/** Thousands are grouped with a narrow no-break space: « 1 234,50 € ». */
export const Sizes: Story = {
  render: () => (
    <Stack space="medium">
      <Price amount={123450} size="small" />
      <Price amount={123450} size="medium" />
      <Price amount={123450} originalAmount={159000} size="large" />
    </Stack>
  ),
};
