import type { SizeTableProps } from '@aurele/ui';

/** A tab of the size guide: docs/product/screens.md's sizes, with standard European body measurements in centimetres. */
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
];
