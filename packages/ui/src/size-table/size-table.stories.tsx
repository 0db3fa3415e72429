import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SizeTable } from './size-table';

const meta = {
  title: 'Composants/SizeTable',
  component: SizeTable,
  args: {
    caption: 'Tailles femme',
    headers: ['Taille', 'EU'],
    rows: [
      ['XS', '34'],
      ['S', '36-38'],
      ['M', '40'],
      ['L', '42'],
      ['XL', '44-46'],
    ],
  },
} satisfies Meta<typeof SizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Women: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Tailles femme' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'M' })).toBeInTheDocument();
  },
};

export const Children: Story = {
  args: {
    caption: 'Tailles enfant',
    headers: ['Âge', 'Taille (cm)'],
    rows: [
      ['2-3 ans', '92-98'],
      ['4-5 ans', '104-110'],
      ['6-7 ans', '116-122'],
      ['8-9 ans', '128-134'],
      ['10-11 ans', '140-146'],
    ],
  },
};
