import { describe, expect, it } from 'vitest';
import { catalogueSample } from './testing/catalogue-sample.js';
import { closedPort } from './testing/closed-port.js';
import { useEmulator } from './testing/emulator.js';
import { upstreamRoutes } from './testing/routes.js';
import { testApp } from './testing/test-app.js';

const emulator = useEmulator();

/** The BFF with a short upstream timeout, so slow and hanging faults resolve quickly. */
const quickApp = () => testApp(emulator, { env: { STOREFRONT_TIMEOUT_MS: '300' } });
/** The default timeout, for faults that must not be mistaken for slowness on a busy machine (a 20 MB body). */
const patientApp = () => testApp(emulator);

const error = (status: number, message: string) => ({ error: { status, message } });

describe.each(upstreamRoutes)('$name when the storefront fails', (route) => {
  it('answers normally when nothing fails', async () => {
    const answer = await quickApp().app.request(...route.request(await catalogueSample(emulator)));
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a 500', 502, { mode: 'error', status: 500 }],
    ['a 503', 502, { mode: 'error', status: 503 }],
    ['invalid JSON', 502, { mode: 'malformed' }],
    ['a dropped connection', 502, { mode: 'drop' }],
    ['a storefront that is down', 502, { mode: 'down' }],
    ['a 20 MB answer', 502, { mode: 'huge' }],
    ['an answer slower than the timeout', 504, { mode: 'slow', delayMs: 1500 }],
    ['no answer at all', 504, { mode: 'hang' }],
  ] as const)('maps %s to %i', async (_, status, fault) => {
    const sample = await catalogueSample(emulator);
    await emulator.setFault({ ...fault, path: route.faultPath });
    const app = status === 504 ? quickApp() : patientApp();
    const answer = await app.app.request(...route.request(sample));
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual(
      error(
        status,
        status === 504
          ? 'La boutique ne répond pas, veuillez réessayer.'
          : 'La boutique est momentanément indisponible.',
      ),
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('passes a 4xx through with its status and our own words', async () => {
    const sample = await catalogueSample(emulator);
    await emulator.setFault({ mode: 'error', status: 409, path: route.faultPath });
    const answer = await quickApp().app.request(...route.request(sample));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual(error(409, 'La boutique a refusé la requête.'));
  });

  it('maps a refused connection to 502', async () => {
    const sample = await catalogueSample(emulator);
    const port = await closedPort();
    const { app } = testApp({ apiOrigin: `http://127.0.0.1:${port}`, storeId: emulator.storeId });
    const answer = await app.request(...route.request(sample));
    expect(answer.status).toBe(502);
  });

  it('maps an answer of the wrong shape to 502', async () => {
    const sample = await catalogueSample(emulator);
    const { app } = testApp(emulator, { deps: { fetch: async () => Response.json({ unexpected: true }) } });
    expect((await app.request(...route.request(sample))).status).toBe(502);
  });
});

describe('retries', () => {
  it.each(upstreamRoutes.filter((route) => route.name.startsWith('GET')))(
    '$name is sent again once after a dropped connection',
    async (route) => {
      const sample = await catalogueSample(emulator);
      await emulator.setFault({ mode: 'drop', path: route.faultPath, count: 1 });
      const { app, upstream } = quickApp();
      const answer = await app.request(...route.request(sample));
      expect(upstream.calls).toHaveLength(2);
      expect(answer.status).toBe(200);
    },
  );

  it('a checkout is never sent twice', async () => {
    const sample = await catalogueSample(emulator);
    await emulator.setFault({ mode: 'drop', path: '/checkout', count: 1 });
    const { app, upstream } = quickApp();
    const checkout = upstreamRoutes.find((route) => route.name === 'POST /api/checkout');
    if (!checkout) throw new Error('no checkout route');
    expect((await app.request(...checkout.request(sample))).status).toBe(502);
    expect(upstream.calls).toHaveLength(1);
    // The fault was spent on that one call: the same checkout now goes through.
    expect((await app.request(...checkout.request(sample))).status).toBe(200);
  });

  it('an answer slower than usual but within the timeout is served', async () => {
    await emulator.setFault({ mode: 'slow', delayMs: 100, path: '/products' });
    expect((await quickApp().app.request('/api/products')).status).toBe(200);
  });
});
