import type {
  AdminProductRow,
  AdminProductStatus,
  AdminProductsQuery,
  AdminSortKey,
  AdminStock,
} from '@aurele/shop-contract';
import { DataTable, type DataTableColumn, type FillTone, Link, Price, StatusBadge, Text } from '@aurele/ui';
import { categoryLabels } from '../../shared/category-labels';
import { formatCount } from '../../shared/french-count';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { toPriceTag } from '../../storefront/map-price';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import { AdminProductThumbnail } from './admin-product-thumbnail';
import { InCell } from './in-cell';
import { adminMessages } from './messages';
import * as styles from './products-table.css';
import { SortHeader, sortState } from './sort-header';

const { products } = adminMessages;

const statusTone: Record<AdminProductStatus, FillTone> = {
  published: 'positive',
  'not-purchasable': 'neutral',
  'sold-out': 'critical',
};

function PriceCell({ row }: { row: AdminProductRow }) {
  const tag = toPriceTag(row.price);
  if (!tag)
    return (
      <Text size="small" tone="secondary">
        {products.noPrice}
      </Text>
    );
  // Its sale words are visually hidden: InCell keeps them inside the table's frame.
  return (
    <InCell>
      <Price size="small" {...shownPrice(tag, tag.currency, tag.currency_info)} />
    </InCell>
  );
}

function StockCell({ stock }: { stock: AdminStock | null }) {
  if (!stock)
    return (
      <Text size="small" tone="secondary">
        {products.stockUnknown}
      </Text>
    );
  return (
    <span className={styles.stock}>
      {stock.unlimited && stock.units === 0 ? products.stockUnlimited : formatCount(stock.units)}
      {stock.soldOutVariants > 0 && (
        <Text as="span" size="xsmall" tone="critical">
          {products.soldOutSizes(stock.soldOutVariants)}
        </Text>
      )}
    </span>
  );
}

export interface ProductsTableProps {
  rows: AdminProductRow[];
  query: AdminProductsQuery;
  onSort: (sort: AdminSortKey, order: AdminProductsQuery['order']) => void;
}

/**
 * A page of the catalogue as the dashboard shows it: each row named by its product (its photo and a link to its
 * page in the shop), which stays in view while the table scrolls sideways on a phone; every column sortable.
 */
export function ProductsTable({ rows, query, onSort }: ProductsTableProps) {
  const sortable = (
    column: AdminSortKey,
    rest: Omit<DataTableColumn<AdminProductRow>, 'id' | 'header' | 'sorted'>,
  ): DataTableColumn<AdminProductRow> => ({
    id: column,
    header: (
      <SortHeader
        column={column}
        label={products.columns[column as keyof typeof products.columns]}
        query={query}
        onSort={onSort}
      />
    ),
    sorted: sortState(column, query),
    ...rest,
  });
  return (
    <DataTable
      caption={products.title}
      hideCaption
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage={products.empty}
      columns={[
        sortable('title', {
          rowHeader: true,
          cell: (row) => (
            <span className={styles.product}>
              {row.image ? (
                <AdminProductThumbnail src={row.image} />
              ) : (
                // Seen beside the title; the row's name stays the product's (the « Sans photo » filter says it).
                <span className={styles.noPhoto} aria-hidden="true">
                  <Text as="span" size="xsmall" tone="secondary" align="center">
                    {products.noPhoto}
                  </Text>
                </span>
              )}
              <Link href={productPath(row)} render={<RouterLink />} variant="quiet">
                {row.title}
              </Link>
            </span>
          ),
        }),
        sortable('reference', { noWrap: true, cell: (row) => row.reference }),
        sortable('collection', {
          cell: (row) =>
            row.collections
              .map((slug) => categoryLabels[slug as keyof typeof categoryLabels] ?? slug)
              .join(', ') || products.noCollection,
        }),
        sortable('price', { align: 'end', cell: (row) => <PriceCell row={row} /> }),
        sortable('variants', { align: 'end', cell: (row) => row.variantCount }),
        sortable('stock', { align: 'end', cell: (row) => <StockCell stock={row.stock} /> }),
        sortable('status', {
          cell: (row) => (
            <StatusBadge tone={statusTone[row.status]}>{products.statuses[row.status]}</StatusBadge>
          ),
        }),
      ]}
    />
  );
}
