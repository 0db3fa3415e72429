import { describe, expect, it } from 'vitest';
import { sizeCharts } from '../../shared/size-charts';
import { collectionTable } from '../../storefront/collection-table';
import { aProduct } from '../../testing/catalogue-fixtures';
import { sizeChartIdOf } from './size-guide-chart';

const inCollection = (slug: 'femme' | 'homme' | 'enfant' | 'accessoires') => [
  { product_id: 'prod_1', collection_id: collectionTable[slug], order: 0 },
];

describe('sizeChartIdOf', () => {
  it('reads shoes’ pointures, else its collection’s table, and none for an accessory', () => {
    expect(sizeChartIdOf(aProduct({ type: 'Escarpins', collections: inCollection('femme') }))).toBe(
      'pointures',
    );
    expect(sizeChartIdOf(aProduct({ type: 'Robe', collections: inCollection('femme') }))).toBe(
      'tailles-femme',
    );
    expect(sizeChartIdOf(aProduct({ type: 'Chemise', collections: inCollection('homme') }))).toBe(
      'tailles-homme',
    );
    expect(sizeChartIdOf(aProduct({ type: null, collections: inCollection('enfant') }))).toBe(
      'tailles-enfant',
    );
    expect(
      sizeChartIdOf(aProduct({ type: 'Sac', collections: inCollection('accessoires') })),
    ).toBeUndefined();
  });

  it('names only tables the size guide has', () => {
    const named = ['Escarpins', 'Robe'].flatMap((type) =>
      (['femme', 'homme', 'enfant'] as const).map((slug) =>
        sizeChartIdOf(aProduct({ type, collections: inCollection(slug) })),
      ),
    );
    const tables = sizeCharts.map((chart) => chart.id);
    expect(new Set(named)).toEqual(
      new Set(['pointures', 'tailles-femme', 'tailles-homme', 'tailles-enfant']),
    );
    for (const id of named) expect(tables).toContain(id);
  });
});
