import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductListResponse } from '@aurele/storefront-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatorControl, type Fault } from './control-client.js';
import { DEFAULT_STORE_ID } from './create-emulator.js';
import { type RunningEmulator, startEmulator } from './start-emulator.js';

const running: RunningEmulator[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});

/** Photographs developed here stay out of the package's cache. */
const photoCache = mkdtempSync(join(tmpdir(), 'emulator-photos-'));

async function start(options: Parameters<typeof startEmulator>[0] = {}) {
  const emulator = await startEmulator({ control: true, photoCache, ...options });
  running.push(emulator);
  return emulator;
}

const products = (emulator: RunningEmulator, init?: RequestInit) =>
  fetch(`${emulator.apiOrigin}/store/${emulator.storeId}/products?limit=2`, init);

const setFault = (emulator: RunningEmulator, fault: Fault) =>
  emulatorControl(emulator.apiOrigin).setFault(fault);

describe('startEmulator', () => {
  it('listens on free ports and says where', async () => {
    const emulator = await start();
    expect(emulator.apiOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulator.publicOrigin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(emulator.apiOrigin.split(':')[2]).not.toBe(emulator.publicOrigin.split(':')[2]);
    expect(emulator.storeId).toBe(DEFAULT_STORE_ID);
    expect(emulator.profile).toBe('maison-aurele');
  });

  it('serves the API on one origin, images and the payment page on the other', async () => {
    const emulator = await start();
    const list = (await (await products(emulator)).json()) as ProductListResponse;
    const [first] = list.products;
    const path = new URL(first?.thumbnail ?? '').pathname;
    expect(first?.thumbnail?.startsWith(`${emulator.publicOrigin}/cdn-ecommerce/`)).toBe(true);
    // The Node server develops photographs: a small one, to keep the test quick.
    const image = await fetch(`${emulator.publicOrigin}/cdn-cgi/image/width=160,format=auto${path}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.headers.get('content-type')).toBe('image/avif');
    expect((await fetch(`${emulator.apiOrigin}${path}`)).status).toBe(404);
    const checkout = await fetch(`${emulator.apiOrigin}/store/${emulator.storeId}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ variant_id: first?.variants[1]?.id, quantity: 1 }],
        successUrl: 'http://localhost:8080/success',
        cancelUrl: 'http://localhost:8080/cart',
      }),
    });
    const { url } = (await checkout.json()) as { url: string };
    expect(url.startsWith(`${emulator.publicOrigin}/checkout/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });

  it('takes a store id and a public origin', async () => {
    const emulator = await start({ storeId: 'st_other', publicOrigin: 'https://pay.example.test' });
    expect(emulator.storeId).toBe('st_other');
    expect(emulator.publicOrigin).toBe('https://pay.example.test');
    expect((await products(emulator)).status).toBe(200);
  });

  it('serves the comptoir-jaipur profile when asked, %2F-encoded image paths and all, over real sockets', async () => {
    const emulator = await start({ profile: 'comptoir-jaipur' });
    expect(emulator.profile).toBe('comptoir-jaipur');
    const list = (await (await products(emulator)).json()) as ProductListResponse;
    const thumbnail = new URL(list.products[0]?.thumbnail ?? '');
    expect(thumbnail.pathname).toMatch(/^\/cdn-ecommerce\/store_[0-9A-Z]{26}%2Fassets%2F[^/]+\.jpg$/);
    const image = await fetch(`${emulator.publicOrigin}/cdn-cgi/image/w=160${thumbnail.pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps the control routes closed unless asked', async () => {
    const emulator = await start({ control: false });
    expect((await fetch(`${emulator.apiOrigin}/__control/reset`, { method: 'POST' })).status).toBe(404);
  });

  it('drop sends headers and part of the body, then destroys the connection', async () => {
    const emulator = await start();
    await setFault(emulator, { mode: 'drop' });
    const response = await products(emulator);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
    await expect(response.text()).rejects.toThrow();
  });

  it('down destroys the connection before any byte: the client gets no answer at all', async () => {
    const emulator = await start();
    await setFault(emulator, { mode: 'down', count: 1 });
    await expect(products(emulator)).rejects.toThrow(/fetch failed/);
    expect((await products(emulator)).status).toBe(200);
  });

  it('hang keeps the request open until the client gives up', async () => {
    const emulator = await start();
    await setFault(emulator, { mode: 'hang', count: 1 });
    const started = performance.now();
    await expect(products(emulator, { signal: AbortSignal.timeout(300) })).rejects.toThrow(
      /aborted|timeout/i,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await products(emulator)).status).toBe(200);
  });

  it('closes promptly with requests still hanging or waiting, leaving no timer behind', async () => {
    const emulator = await startEmulator({ control: true });
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    await setFault(emulator, { mode: 'slow', delayMs: 60_000, count: 1 });
    const slow = products(emulator).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const slowTimer =
      setTimer.mock.results[setTimer.mock.calls.findIndex(([, delay]) => delay === 60_000)]?.value;
    expect(slowTimer).toBeDefined();
    await setFault(emulator, { mode: 'hang' });
    // A raw client that never gives up by itself.
    const hung = new Promise<string>((resolve) => {
      const url = new URL(`${emulator.apiOrigin}/store/${emulator.storeId}/variants`);
      request(url, (response) => resolve(`answered ${response.statusCode}`))
        .on('error', (error) => resolve(error.message))
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = performance.now();
    await emulator.close();
    expect(performance.now() - closing).toBeLessThan(1_000);
    expect(await hung).toMatch(/socket hang up|ECONNRESET/);
    expect(await slow).toBeInstanceOf(Error);
    expect(clearTimer).toHaveBeenCalledWith(slowTimer);
    await emulator.close();
  });

  it('huge and malformed reach the client over the network', async () => {
    const emulator = await start();
    await setFault(emulator, { mode: 'huge', count: 1 });
    const huge = await (await products(emulator)).text();
    expect(huge.length).toBeGreaterThanOrEqual(20 * 1024 * 1024);
    await setFault(emulator, { mode: 'malformed', count: 1 });
    const malformed = await products(emulator);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow(SyntaxError);
  });

  it('refuses a port already taken, and frees the other one', async () => {
    const first = await start();
    const taken = Number(first.apiOrigin.split(':')[2]);
    await expect(startEmulator({ publicPort: taken })).rejects.toThrow(/EADDRINUSE/);
  });
});
