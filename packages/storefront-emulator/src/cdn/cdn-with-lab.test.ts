import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createPhotoLab, type Develop } from '../photo-lab/photo-lab.js';
import { testEmulator } from '../testing/fixture.js';
import { printKey } from './photo-lab.js';

// The routes over a lab whose darkroom writes the print it was asked for (its key) instead of a photograph: what
// each address asks of the lab, and how often, without sharp's seconds. sharp's own prints: photo-lab.test.ts.
function emulatorWithLab(
  develop: Develop = async (_asset, order) => new TextEncoder().encode(printKey(order)),
) {
  const spy = vi.fn(develop);
  const folder = mkdtempSync(join(tmpdir(), 'emulator-cdn-'));
  const emulator = testEmulator({ photoLab: createPhotoLab({ folder, develop: spy }) });
  const upload = new URL(emulator.state.catalogue.products[0]?.thumbnail ?? '').pathname;
  return { emulator, upload, develop: spy };
}

const AVIF_FIRST = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

describe('the CDN with a photo lab', () => {
  it('answers the upload as a full-size JPEG', async () => {
    const { emulator, upload } = emulatorWithLab();
    const response = await emulator.public.request(upload);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('3200x4000-3200x4000-q92.jpeg');
  });

  it('resizes to the width asked, in the format the browser takes under format=auto, with its headers', async () => {
    const { emulator, upload } = emulatorWithLab();
    const path = `/cdn-cgi/image/format=auto,width=480,quality=75,onerror=redirect${upload}`;
    const avif = await emulator.public.request(path, { headers: AVIF_FIRST });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await avif.text()).toBe('480x600-480x600-q75.avif');
    const webp = await emulator.public.request(path, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await webp.text()).toBe('480x600-480x600-q75.webp');
    const jpeg = await emulator.public.request(path);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(avif.headers.get('etag')).not.toBe(webp.headers.get('etag'));
  });

  it('sends an explicit format without Vary, and frames a cover crop', async () => {
    const { emulator, upload } = emulatorWithLab();
    const response = await emulator.public.request(
      `/cdn-cgi/image/f=webp,w=375,h=375,fit=cover,q=100${upload}`,
    );
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe('375x469-375x375-q100.webp');
  });

  it('makes each print once, however often and however concurrently it is asked', async () => {
    const { emulator, upload, develop } = emulatorWithLab();
    const path = `/cdn-cgi/image/format=auto,width=640${upload}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => emulator.public.request(path, { headers: AVIF_FIRST })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await emulator.public.request(`/cdn-cgi/image/w=640,format=auto,fit=scale-down${upload}`, {
      headers: AVIF_FIRST,
    });
    expect(develop).toHaveBeenCalledTimes(1);
    await emulator.public.request(path, { headers: { accept: 'image/webp' } });
    expect(develop).toHaveBeenCalledTimes(2);
  });

  it('answers 304 to a client that holds the print, without making it', async () => {
    const { emulator, upload, develop } = emulatorWithLab();
    const path = `/cdn-cgi/image/width=320${upload}`;
    const etag = (await emulator.public.request(path)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[a-z0-9]{10}-320x400-320x400-q85\.jpeg"$/);
    const again = await emulator.public.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(develop).toHaveBeenCalledTimes(1);
  });

  it('redirects to the upload when a print fails under onerror=redirect, else says it failed', async () => {
    const { emulator, upload } = emulatorWithLab(async () => {
      throw new Error('libvips: out of memory');
    });
    const redirected = await emulator.public.request(`/cdn-cgi/image/width=320,onerror=redirect${upload}`);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe(upload);
    const failed = await emulator.public.request(`/cdn-cgi/image/width=320${upload}`);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toBe('ERROR 9523: the image could not be resized');
  });

  it('reads an absolute source on its own origin, and refuses bad options before any work', async () => {
    const { emulator, upload, develop } = emulatorWithLab();
    const absolute = await emulator.public.request(
      `/cdn-cgi/image/width=320/${emulator.state.publicOrigin}${upload}`,
    );
    expect(await absolute.text()).toBe('320x400-320x400-q85.jpeg');
    expect((await emulator.public.request(`/cdn-cgi/image/width=320,zoom${upload}`)).status).toBe(400);
    expect((await emulator.public.request('/cdn-cgi/image/width=320')).status).toBe(404);
    expect(develop).toHaveBeenCalledTimes(1);
  });
});
