import { defaultCollectionTable } from '@aurele/storefront-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function tableWith(override: string) {
  vi.stubEnv('VITE_COLLECTION_TABLE', override);
  vi.resetModules();
  return (await import('./collection-table')).collectionTable;
}

describe('collectionTable', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the emulator's table by default", async () => {
    expect(await tableWith('')).toEqual(defaultCollectionTable);
  });

  it('takes a real store’s ids for the slugs it knows, and ignores anything else', async () => {
    const table = await tableWith('{"femme":"col_real_1","homme":42,"bijoux":"col_x"}');
    expect(table).toEqual({ ...defaultCollectionTable, femme: 'col_real_1' });
  });

  it('refuses a value that is not a JSON object', async () => {
    await expect(tableWith('"femme"')).rejects.toThrow('VITE_COLLECTION_TABLE must be a JSON object');
  });
});
