import { describe, expect, it } from 'vitest';
import { gzipJson } from '../cache/gzip-json.js';
import { entry } from '../testing/catalogue-entries.js';
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec.js';

describe('snapshot codec', () => {
  it('gives back the snapshot it encoded, in fewer bytes than its JSON', async () => {
    const snapshot = {
      entries: Array.from({ length: 200 }, (_, n) => entry(`prod_${n}`, { sizes: ['S', 'M'] })),
      newCount: 12,
      readAt: 1_764_158_400_000,
    };
    const bytes = await encodeSnapshot(snapshot);
    expect(await decodeSnapshot(bytes)).toEqual(snapshot);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(snapshot).length / 3);
  });

  it('reads nothing from an index an earlier deploy stored in another shape', async () => {
    const { variantIds: _, ...older } = entry('prod_1', { sizes: ['S'] });
    expect(
      await decodeSnapshot(await gzipJson({ entries: [older], newCount: 0, readAt: 0 })),
    ).toBeUndefined();
  });
});
