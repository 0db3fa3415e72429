import { type DataTableColumn, VisuallyHidden } from '@aurele/ui';
import { AdminAction } from './admin-action';
import { InCell } from './in-cell';
import { adminMessages } from './messages';

/**
 * The last column of a dashboard table: one quiet action per row (« Modifier »), whose full name says which row
 * it acts on (« Modifier Blouse en soie ivoire ») for screen-reader users.
 */
export function rowActionColumn<Row>(action: string, target: (row: Row) => string): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: (
      <InCell>
        <VisuallyHidden>{adminMessages.actions}</VisuallyHidden>
      </InCell>
    ),
    cell: (row) => (
      <InCell>
        <AdminAction variant="ghost">
          {action}
          <VisuallyHidden> {target(row)}</VisuallyHidden>
        </AdminAction>
      </InCell>
    ),
  };
}
