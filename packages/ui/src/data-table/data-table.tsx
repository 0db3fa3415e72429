import { type ReactNode, useId } from 'react';
import { classNames } from '../styles/class-names';
import { visuallyHidden } from '../styles/visually-hidden.css';
import {
  align,
  caption as captionStyle,
  cell,
  currentRow,
  empty,
  headerCell,
  noWrap,
  pinned,
  pinnedBody,
  scroller,
  table,
} from './data-table.css';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and quantities, so digits line up (they are never broken over two lines). */
  align?: 'start' | 'end';
  /** Read whole, as a date or a reference is: never broken over two lines. */
  noWrap?: boolean;
  /**
   * This column names each row (an order number, a size): its cells become row headers, and, first, it stays in
   * view while the table scrolls sideways.
   */
  rowHeader?: boolean;
  /** A column the table can be sorted by: how it is sorted now (`none`: sortable, not the sort), as `aria-sort`. */
  sorted?: 'ascending' | 'descending' | 'none';
}

export interface DataTableProps<Row> {
  /** What the table holds (« Commandes récentes »): its name for everyone, visible unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyMessage?: ReactNode;
  /** The row that is the reader's own (the size chosen): set apart, and read as current. */
  currentRowId?: string;
}

/**
 * Records in rows and columns: the admin's samples, order lines. On a narrow screen it scrolls sideways inside
 * its frame, which keyboard users can focus and scroll too, the column naming the rows kept in view.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  emptyMessage,
  currentRowId,
}: DataTableProps<Row>) {
  const captionId = useId();
  const isPinned = (index: number) => index === 0 && columns[0]?.rowHeader === true;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable to scroll it by keyboard
    <section className={scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={table}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : captionStyle}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sorted}
                className={classNames(headerCell, align[column.align ?? 'start'], isPinned(index) && pinned)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage && (
            <tr>
              <td colSpan={columns.length} className={empty}>
                {emptyMessage}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={getRowId(row)}
              aria-current={getRowId(row) === currentRowId ? 'true' : undefined}
              className={getRowId(row) === currentRowId ? currentRow : undefined}
            >
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={classNames(
                      cell({ rowHeader: column.rowHeader ?? false }),
                      align[column.align ?? 'start'],
                      column.noWrap && noWrap,
                      isPinned(index) && pinned,
                      isPinned(index) && pinnedBody,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
