import { describe, expect, it } from 'vitest';
import { addGrain, grainTile } from './grain.js';

const spread = (tile: Int8Array) =>
  Math.sqrt(tile.reduce((sum, shift) => sum + shift * shift, 0) / tile.length);

describe('the grain', () => {
  it('is the same for the same picture and scale, another for another picture', () => {
    const bytes = (tile: Int8Array) => Buffer.from(tile.buffer);
    expect(bytes(grainTile(7, 1)).equals(bytes(grainTile(7, 1)))).toBe(true);
    expect(bytes(grainTile(8, 1)).equals(bytes(grainTile(7, 1)))).toBe(false);
  });

  it('is light at the upload’s size, and finer textures average out in a smaller print', () => {
    const upload = spread(grainTile(7, 1));
    expect(upload).toBeGreaterThan(3);
    expect(upload).toBeLessThan(10);
    expect(spread(grainTile(7, 0.15))).toBeLessThan(upload * 0.75);
  });

  it('shifts every colour of a pixel alike, clamped, and leaves alpha alone', async () => {
    const pixels = new Uint8Array([0, 128, 255, 9]);
    const tile = grainTile(7, 1);
    await addGrain(pixels, { width: 1, height: 1 }, 4, tile);
    const shift = tile[0] ?? 0;
    expect(pixels[1]).toBe(128 + shift);
    expect([pixels[0], pixels[2]]).toEqual([Math.max(0, shift), Math.min(255, 255 + shift)]);
    expect(pixels[3]).toBe(9);
  });

  it('lets other work run while it grains a large picture', async () => {
    const size = { width: 10, height: 1_000 };
    let ranBetween = false;
    const grained = addGrain(new Uint8Array(size.width * size.height * 3), size, 3, grainTile(7, 1));
    setImmediate(() => {
      ranBetween = true;
    });
    await grained;
    expect(ranBetween).toBe(true);
  });
});
