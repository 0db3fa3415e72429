import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../price/price';
import { StatusBadge } from '../status-badge/status-badge';
import { DataTable, type DataTableProps } from './data-table';

interface OrderRow {
  id: string;
  customer: string;
  date: string;
  status: 'En attente' | 'Expédiée';
  total: number;
}

const orders: OrderRow[] = [
  { id: 'ZE-25102', customer: 'Claire Dubois', date: '14/10/2025', status: 'Expédiée', total: 78000 },
  { id: 'ZE-25117', customer: 'Lucas Martin', date: '15/10/2025', status: 'En attente', total: 12990 },
  { id: 'ZE-25121', customer: 'Inès Lambert', date: '15/10/2025', status: 'En attente', total: 245000 },
];

const columns: DataTableProps<OrderRow>['columns'] = [
  { id: 'id', header: 'Commande', cell: (row) => row.id, rowHeader: true },
  { id: 'customer', header: 'Client', cell: (row) => row.customer },
  { id: 'date', header: 'Date', cell: (row) => row.date },
  {
    id: 'status',
    header: 'Statut',
    cell: (row) => (
      <StatusBadge tone={row.status === 'Expédiée' ? 'info' : 'neutral'}>{row.status}</StatusBadge>
    ),
  },
  { id: 'total', header: 'Total', cell: (row) => <Price amount={row.total} size="small" />, align: 'end' },
];

const meta = {
  title: 'Composants/DataTable',
  component: DataTable<OrderRow>,
  argTypes: { columns: { control: false }, rows: { control: false } },
  args: { caption: 'Commandes récentes', columns, rows: orders, getRowId: (row: OrderRow) => row.id },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's orders: each row is named by its order number; amounts align on the right. */
export const Orders: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Commandes récentes' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'ZE-25102' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/**
 * On a phone the table scrolls inside its frame; Tab reaches the frame so the keyboard can scroll it. The order
 * numbers stay in view while the other columns pass under them; a date is never broken over two lines.
 */
export const NarrowScreen: Story = {
  args: { columns: columns.map((column) => (column.id === 'date' ? { ...column, noWrap: true } : column)) },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const frame = canvas.getByRole('region', { name: 'Commandes récentes' });
    await expect(frame).toHaveFocus();
    const name = canvas.getByRole('rowheader', { name: 'ZE-25102' });
    const left = name.getBoundingClientRect().left;
    frame.scrollLeft = frame.scrollWidth;
    await expect(frame.scrollLeft).toBeGreaterThan(0);
    await expect(name.getBoundingClientRect().left).toBe(left);
    const date = canvas.getByRole('cell', { name: '14/10/2025' });
    await expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
  },
};

export const Empty: Story = { args: { rows: [], emptyMessage: 'Aucune commande pour le moment.' } };

/** A table sorted by one of its columns says so to assistive technology (`aria-sort`); the other sortable ones too. */
export const Sorted: Story = {
  args: {
    columns: columns.map((column) => ({
      ...column,
      sorted: column.id === 'total' ? 'descending' : column.id === 'date' ? 'none' : undefined,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Client' })).not.toHaveAttribute('aria-sort');
  },
};
