import type { SizeTableProps } from '@aurele/ui';

/**
 * A table of the size guide: docs/product/screens.md's sizes, with standard European body measurements in
 * centimetres. One source for /size-guide's tabs and the product page's « Guide des tailles ».
 */
export interface SizeChart extends Pick<SizeTableProps, 'caption' | 'headers' | 'rows'> {
  id: string;
  label: string;
}

export const sizeCharts: SizeChart[] = [
  {
    id: 'tailles-femme',
    label: 'Femme',
    caption: 'Tailles femme',
    headers: ['Taille', 'EU', 'Poitrine (cm)', 'Tour de taille (cm)', 'Hanches (cm)'],
    rows: [
      ['XS', '34', '80-84', '62-66', '86-90'],
      ['S', '36-38', '84-92', '66-74', '90-98'],
      ['M', '40', '92-96', '74-78', '98-102'],
      ['L', '42', '96-100', '78-82', '102-106'],
      ['XL', '44-46', '100-108', '82-90', '106-114'],
    ],
  },
  {
    id: 'tailles-homme',
    label: 'Homme',
    caption: 'Tailles homme',
    headers: ['Taille', 'EU', 'Poitrine (cm)', 'Tour de taille (cm)'],
    rows: [
      ['S', '44-46', '88-94', '76-82'],
      ['M', '48-50', '96-102', '84-90'],
      ['L', '52-54', '104-110', '92-98'],
      ['XL', '56', '112-116', '100-104'],
      ['XXL', '58', '118-122', '106-110'],
    ],
  },
  {
    id: 'tailles-enfant',
    label: 'Enfant',
    caption: 'Tailles enfant',
    headers: ['Âge', 'Stature (cm)'],
    rows: [
      ['2-3 ans', '92-98'],
      ['4-5 ans', '104-110'],
      ['6-7 ans', '116-122'],
      ['8-9 ans', '128-134'],
      ['10-11 ans', '140-146'],
    ],
  },
  {
    id: 'pointures',
    label: 'Chaussures',
    caption: 'Pointures',
    headers: ['Pointure EU', 'UK', 'US', 'Longueur du pied (cm)'],
    rows: [
      ['36', '3', '5', '23'],
      ['37', '4', '6', '23,7'],
      ['38', '5', '7', '24,3'],
      ['39', '6', '8', '25'],
      ['40', '6,5', '8,5', '25,7'],
      ['41', '7', '9', '26,3'],
      ['42', '8', '10', '27'],
      ['43', '9', '11', '27,7'],
      ['44', '10', '12', '28,3'],
      ['45', '11', '13', '29'],
    ],
  },
];

/** The first number of a size as shoppers write it: « 38 », « 36-38 », « 4 ans », « 4-5 ans ». */
const numbersOf = (text: string): number[] =>
  (text.match(/\d+(?:,\d+)?/g) ?? []).map((number) => Number.parseFloat(number.replace(',', '.')));

/** Whether a cell (« S », « 36-38 », « 4-5 ans ») names the size: the same words, or a range that holds it. */
function cellHolds(cell: string, size: string): boolean {
  if (cell.toLowerCase() === size.toLowerCase()) return true;
  const [wanted] = numbersOf(size);
  const [from, to = from] = numbersOf(cell);
  if (wanted === undefined || from === undefined || to === undefined) return false;
  // A range of ages names its unit: « 4 ans » is not the 4 of a shoe.
  if (/ans?\b/.test(size) !== /ans?\b/.test(cell)) return false;
  return wanted >= from && wanted <= to;
}

/** The row of a table that holds a size (its first or its EU column), named by its first cell; undefined if none. */
export function sizeRowOf(chart: SizeChart, size: string | undefined): string | undefined {
  if (size === undefined) return undefined;
  const row = chart.rows.find((cells) => cells.slice(0, 2).some((cell) => cellHolds(cell, size)));
  return row?.[0];
}
