import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing/emulator.js';
import { testApp } from '../testing/test-app.js';

const emulator = useEmulator();

describe('the request log', () => {
  it('writes one JSON line per request: method, path without query, status, duration, request id', async () => {
    const { app, logs } = testApp(emulator);
    const answer = await app.request('/api/products?limit=2&offset=personal-data');
    expect(logs).toHaveLength(1);
    const line = JSON.parse(logs[0] ?? '');
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: answer.headers.get('x-request-id'),
      method: 'GET',
      path: '/api/products',
      status: 400,
      durationMs: expect.any(Number),
    });
  });

  it('says why an upstream call failed, without the store id or the upstream host', async () => {
    await emulator.setFault({ mode: 'error', status: 500, path: '/products' });
    const { app, logs } = testApp(emulator);
    await app.request(`/api/products/${emulator.storeId}`);
    const line = JSON.parse(logs[0] ?? '');
    expect(line).toMatchObject({ status: 502, failure: 'UpstreamError: upstream status 500' });
    const { host, hostname } = new URL(emulator.apiOrigin);
    for (const secret of [emulator.storeId, host, hostname]) expect(logs[0]).not.toContain(secret);
    expect(line.path).toBe('/api/products/[redacted]');
  });
});
