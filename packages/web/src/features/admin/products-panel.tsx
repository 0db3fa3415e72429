import { DataTable, type FillTone, Stack, StatusBadge } from '@aurele/ui';
import { formatPrice } from '@aurele/ui/format-price';
import { AdminAction } from './admin-action';
import { type ProductRow, productRows } from './admin-samples';
import { adminMessages } from './messages';
import { rowActionColumn } from './row-action-column';
import { SectionHeader } from './section-header';

const { products } = adminMessages;

const statusTone: Record<ProductRow['status'], FillTone> = {
  Publié: 'positive',
  Brouillon: 'neutral',
  Rupture: 'critical',
};

/** Produits: the catalogue's sample rows, with stock and price. */
export function ProductsPanel() {
  return (
    <Stack space="large">
      <SectionHeader id="admin-products" title={products.title}>
        <AdminAction icon="plus" variant="primary">
          {products.add}
        </AdminAction>
        <AdminAction>{products.export}</AdminAction>
      </SectionHeader>
      <DataTable
        caption={products.title}
        hideCaption
        rows={productRows}
        getRowId={(row) => row.sku}
        columns={[
          { id: 'sku', header: products.columns.sku, cell: (row) => row.sku },
          { id: 'name', header: products.columns.name, cell: (row) => row.name, rowHeader: true },
          { id: 'category', header: products.columns.category, cell: (row) => row.category },
          { id: 'stock', header: products.columns.stock, cell: (row) => row.stock, align: 'end' },
          {
            id: 'price',
            header: products.columns.price,
            cell: (row) => formatPrice(row.priceInCents),
            align: 'end',
          },
          {
            id: 'status',
            header: products.columns.status,
            cell: (row) => <StatusBadge tone={statusTone[row.status]}>{row.status}</StatusBadge>,
          },
          rowActionColumn<ProductRow>(adminMessages.edit, (row) => row.name),
        ]}
      />
    </Stack>
  );
}
