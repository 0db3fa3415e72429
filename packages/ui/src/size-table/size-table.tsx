import type { ReactNode } from 'react';
import { DataTable } from '../data-table/data-table';

export interface SizeTableProps {
  /** « Tailles femme »: the table's name. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** The column headings, first one included (« Taille », « EU », « Poitrine »). */
  headers: string[];
  /** One array per size, in the order of `headers`; the first value names the row. */
  rows: string[][];
  /** The first value of the shopper's own size's row, set apart and read as current. */
  current?: string;
}

/** The size guide's tables: each size is a row header, so a screen reader says « M, EU, 40 ». */
export function SizeTable({ caption, hideCaption, headers, rows, current }: SizeTableProps) {
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={rows}
      getRowId={(row) => row[0] ?? ''}
      currentRowId={current}
      columns={headers.map((header, index) => ({
        id: header,
        header,
        cell: (row: string[]) => row[index],
        rowHeader: index === 0,
      }))}
    />
  );
}
