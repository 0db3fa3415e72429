import { DataTable, Stack, StatusBadge } from '@aurele/ui';
import { formatPrice } from '@aurele/ui/format-price';
import { orderStatusTone } from '../../domain/order-status';
import { AdminAction } from './admin-action';
import { formatShortDate } from './admin-format';
import { type OrderRow, orderRows } from './admin-samples';
import { adminMessages } from './messages';
import { rowActionColumn } from './row-action-column';
import { SectionHeader } from './section-header';

const { orders } = adminMessages;

/** Commandes: the latest sample orders, waiting or shipped (docs/product/screens.md). */
export function OrdersPanel() {
  return (
    <Stack space="large">
      <SectionHeader id="admin-orders" title={orders.title}>
        <AdminAction>{orders.export}</AdminAction>
      </SectionHeader>
      <DataTable
        caption={orders.title}
        hideCaption
        rows={orderRows}
        getRowId={(row) => row.id}
        columns={[
          { id: 'id', header: orders.columns.id, cell: (row) => row.id, rowHeader: true },
          { id: 'date', header: orders.columns.date, cell: (row) => formatShortDate(row.date), noWrap: true },
          { id: 'customer', header: orders.columns.customer, cell: (row) => row.customer },
          {
            id: 'total',
            header: orders.columns.total,
            cell: (row) => formatPrice(row.totalInCents),
            align: 'end',
          },
          {
            id: 'status',
            header: orders.columns.status,
            cell: (row) => <StatusBadge tone={orderStatusTone(row.status)}>{row.status}</StatusBadge>,
          },
          rowActionColumn<OrderRow>(orders.view, (row) => orders.viewHidden(row.id)),
        ]}
      />
    </Stack>
  );
}
