/** One article of a sample order; `artwork` picks its drawing. */
interface SampleOrderItem {
  name: string;
  quantity: number;
  artwork: OrderArtwork;
}

export type OrderArtwork = 'dress' | 'bag' | 'scarf' | 'jacket' | 'shoe';

/**
 * A past order of /orders: static samples, as the account space runs on local data
 * (docs/product/screens.md#what-the-shop-is, docs/product/decisions.md).
 */
export interface SampleOrder {
  code: string;
  /** ISO 8601 date. */
  placedOn: string;
  status: string;
  /** In cents. */
  totalInCents: number;
  items: SampleOrderItem[];
}

export const sampleOrders: SampleOrder[] = [
  {
    code: 'ZE-25102',
    placedOn: '2026-11-08',
    status: 'Expédié',
    totalInCents: 78000,
    items: [
      { name: 'Manteau croisé en laine', quantity: 1, artwork: 'jacket' },
      { name: 'Sac seau en cuir grainé', quantity: 1, artwork: 'bag' },
    ],
  },
  {
    code: 'ZE-24817',
    placedOn: '2026-10-14',
    status: 'Livré',
    totalInCents: 35000,
    items: [
      { name: 'Robe midi plissée', quantity: 1, artwork: 'dress' },
      { name: 'Foulard en soie imprimé', quantity: 1, artwork: 'scarf' },
      { name: 'Mocassins en cuir', quantity: 1, artwork: 'shoe' },
    ],
  },
];
