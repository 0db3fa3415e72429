import { defaultBrandCollectionTable, defaultCollectionTable } from '@aurele/storefront-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOverride } from './table-override';

describe('withOverride', () => {
  it('is the default table without a value', () => {
    expect(withOverride(defaultCollectionTable, undefined, 'X')).toEqual(defaultCollectionTable);
    expect(withOverride(defaultCollectionTable, '', 'X')).toEqual(defaultCollectionTable);
  });

  it('takes a real store’s ids for the keys it knows, and ignores anything else', () => {
    const table = withOverride(
      defaultCollectionTable,
      '{"femme":"pcol_real","homme":42,"bijoux":"pcol_x"}',
      'X',
    );
    expect(table).toEqual({ ...defaultCollectionTable, femme: 'pcol_real' });
  });

  it('refuses a value that is not a JSON object, naming the setting', () => {
    expect(() => withOverride(defaultCollectionTable, '"femme"', 'VITE_COLLECTION_TABLE')).toThrow(
      'VITE_COLLECTION_TABLE must be a JSON object',
    );
    expect(() => withOverride(defaultCollectionTable, '["femme"]', 'X')).toThrow('X must be a JSON object');
  });
});

describe('the build-time tables', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('read VITE_COLLECTION_TABLE and VITE_BRAND_COLLECTION_TABLE', async () => {
    vi.stubEnv('VITE_COLLECTION_TABLE', '{"enfant":"pcol_kids"}');
    vi.stubEnv('VITE_BRAND_COLLECTION_TABLE', '{"prada":"pcol_prada"}');
    vi.resetModules();
    expect((await import('./collection-table')).collectionTable.enfant).toBe('pcol_kids');
    expect((await import('./brand-collection-table')).brandCollectionTable).toEqual({
      ...defaultBrandCollectionTable,
      prada: 'pcol_prada',
    });
  });
});
