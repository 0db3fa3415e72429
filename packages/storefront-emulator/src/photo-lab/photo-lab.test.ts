import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PhotoFormat } from '../cdn/output-format.js';
import { type PrintOrder, UPLOAD_ORDER, UPLOAD_SIZE } from '../cdn/photo-lab.js';
import { printGeometry } from '../cdn/resize-geometry.js';
import type { ImageAsset } from '../images/image-library.js';
import { testEmulator } from '../testing/fixture.js';
import { develop } from './darkroom.js';
import { createPhotoLab } from './photo-lab.js';

// sharp's real prints: seconds each on two shared cores, so this file makes few of them.
const emulator = testEmulator();
const asset = emulator.state.images.find(
  new URL(emulator.state.catalogue.products[0]?.thumbnail ?? '').pathname,
) as ImageAsset;
const order = (width: number, format: PhotoFormat, quality = 75): PrintOrder => ({
  geometry: printGeometry(UPLOAD_SIZE, { width, height: null, fit: 'scale-down', dpr: 1 }),
  format,
  quality,
});

let upload: Uint8Array;
beforeAll(async () => {
  upload = await develop(asset, UPLOAD_ORDER);
}, 120_000);

describe('the darkroom', () => {
  it('develops an upload the size and weight of a 12 MP camera JPEG', async () => {
    const { format, width, height } = await sharp(upload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 3200, height: 4000 });
    expect(upload.byteLength).toBeGreaterThan(1_500_000);
  });

  it('prints the width and format asked, a 640 px AVIF weighing tens of kilobytes like a product photo', async () => {
    const avif = await develop(asset, order(640, 'avif'));
    const { format, width, height } = await sharp(avif).metadata();
    expect({ format, width, height }).toEqual({ format: 'heif', width: 640, height: 800 });
    expect(avif.byteLength).toBeGreaterThan(10_000);
    expect(avif.byteLength).toBeLessThan(100_000);
  });

  it('frames a cover crop and a pad to the box', async () => {
    const box = { width: 375, height: 375, dpr: 1 };
    for (const fit of ['cover', 'pad'] as const) {
      const print = await develop(asset, {
        geometry: printGeometry(UPLOAD_SIZE, { ...box, fit }),
        format: 'webp',
        quality: 75,
      });
      const { width, height } = await sharp(print).metadata();
      expect({ fit, width, height }).toEqual({ fit, width: 375, height: 375 });
    }
  });

  it('weighs within a quarter of what resizing the upload itself would, at 480 and 960 px', async () => {
    for (const width of [480, 960]) {
      for (const format of ['avif', 'webp'] as const) {
        const drawn = await develop(asset, order(width, format));
        const resized = sharp(upload).resize(width);
        const reference = await (format === 'avif'
          ? resized.avif({ quality: 75, effort: 2 })
          : resized.webp({ quality: 75 })
        ).toBuffer();
        expect({
          width,
          format,
          ratio: Math.abs(drawn.byteLength / reference.byteLength - 1) < 0.25,
        }).toEqual({
          width,
          format,
          ratio: true,
        });
      }
    }
  }, 60_000);
});

describe('createPhotoLab', () => {
  it('keeps its prints on disk: a second lab over the same folder develops nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'emulator-lab-'));
    const first = vi.fn(develop);
    const print = await createPhotoLab({ folder, develop: first }).print(asset, order(320, 'webp'));
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn(develop);
    const again = await createPhotoLab({ folder, develop: second }).print(asset, order(320, 'webp'));
    expect(second).not.toHaveBeenCalled();
    expect(Buffer.from(again).equals(Buffer.from(print))).toBe(true);
  });

  it('develops a print again once a failure has passed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'emulator-lab-'));
    const flaky = vi.fn(develop).mockRejectedValueOnce(new Error('libvips: out of memory'));
    const lab = createPhotoLab({ folder, develop: flaky });
    await expect(lab.print(asset, order(160, 'jpeg'))).rejects.toThrow('out of memory');
    const { width } = await sharp(await lab.print(asset, order(160, 'jpeg'))).metadata();
    expect(width).toBe(160);
  });
});
