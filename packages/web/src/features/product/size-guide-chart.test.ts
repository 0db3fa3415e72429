import { describe, expect, it } from 'vitest';
import { collectionTable } from '../../storefront/collection-table';
import { aProduct } from '../../testing/catalogue-fixtures';
import { fitNoteOf, sizeChartOf } from './size-guide-chart';

const inCollection = (slug: 'femme' | 'homme' | 'enfant' | 'accessoires') => [
  { product_id: 'prod_1', collection_id: collectionTable[slug], order: 0 },
];

describe('sizeChartOf', () => {
  it('reads shoes’ pointures, else its collection’s table, and none for an accessory', () => {
    expect(sizeChartOf(aProduct({ type: 'Escarpins', collections: inCollection('femme') }))?.id).toBe(
      'pointures',
    );
    expect(sizeChartOf(aProduct({ type: 'Robe', collections: inCollection('femme') }))?.id).toBe(
      'tailles-femme',
    );
    expect(sizeChartOf(aProduct({ type: 'Chemise', collections: inCollection('homme') }))?.id).toBe(
      'tailles-homme',
    );
    expect(sizeChartOf(aProduct({ type: null, collections: inCollection('enfant') }))?.id).toBe(
      'tailles-enfant',
    );
    expect(sizeChartOf(aProduct({ type: 'Sac', collections: inCollection('accessoires') }))).toBeUndefined();
  });
});

describe('fitNoteOf', () => {
  it('takes a fit tab of the additional information, else a description line about the fit', () => {
    const tab = {
      id: 'a',
      order: 0,
      title: 'Coupe',
      description: '<p>Coupe <strong>ajustée</strong> : prenez la taille au-dessus.</p>',
    };
    expect(fitNoteOf(aProduct({ additional_info: [tab] }))).toBe(
      'Coupe ajustée : prenez la taille au-dessus.',
    );
    expect(
      fitNoteOf(aProduct({ description: '<ul><li>Longueur mi-mollet</li><li>Taille normalement</li></ul>' })),
    ).toBe('Taille normalement');
    expect(fitNoteOf(aProduct({ description: '<p>Une robe.</p>', additional_info: [] }))).toBeUndefined();
  });
});
