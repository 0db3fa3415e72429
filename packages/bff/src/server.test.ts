import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runServer, type ServerProcess } from './testing/server-process.js';
import { useWebRoot } from './testing/web-root.js';

const build = useWebRoot({ 'index.html': '<!doctype html><title>Maison Aurèle</title>' });

/** A storefront that records the checkout it receives and answers a payment address. */
let storefront: Server;
let received: unknown[] = [];
beforeAll(async () => {
  storefront = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body || 'null'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ url: 'https://pay.example.test/session/1' }));
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => storefront.close(resolve)));

let running: ServerProcess | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  running = undefined;
  received = [];
});

const baseEnv = () => ({
  PORT: '0',
  STOREFRONT_API_URL: `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`,
  STOREFRONT_STORE_ID: 'store_process_test',
  WEB_ROOT: build.path,
});

describe('node dist/server.js', () => {
  it('prints its address first, serves, logs each request, and stops cleanly on SIGTERM', async () => {
    running = runServer(baseEnv());
    const ready = await running.nextLine();
    expect(ready).toMatch(/^\{"service":"bff","origin":"http:\/\/localhost:\d+"\}$/);
    const { origin } = JSON.parse(ready) as { origin: string };
    expect(origin).not.toBe('http://localhost:0');

    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${origin}/shop`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('Maison Aurèle');

    const log = JSON.parse(await running.nextLine());
    expect(log).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    expect(log.requestId).toBe(health.headers.get('x-request-id'));

    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  }, 20_000);

  it('sends shoppers back to the address it prints when PUBLIC_ORIGIN is unset', async () => {
    running = runServer(baseEnv());
    const { origin } = JSON.parse(await running.nextLine()) as { origin: string };
    const answer = await fetch(`${origin}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ variant_id: 'var_1', quantity: 1 }] }),
    });
    expect(await answer.json()).toEqual({ url: 'https://pay.example.test/session/1' });
    expect(received).toEqual([
      {
        items: [{ variant_id: 'var_1', quantity: 1 }],
        successUrl: `${origin}/success`,
        cancelUrl: `${origin}/cart`,
      },
    ]);
  }, 20_000);

  it('uses PUBLIC_ORIGIN when it is set', async () => {
    running = runServer({ ...baseEnv(), PUBLIC_ORIGIN: 'https://www.maison-aurele.be' });
    const { origin } = JSON.parse(await running.nextLine()) as { origin: string };
    await fetch(`${origin}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ variant_id: 'var_1', quantity: 1 }] }),
    });
    expect(received).toMatchObject([{ successUrl: 'https://www.maison-aurele.be/success' }]);
  }, 20_000);

  it('stops with exit code 1 and a clear message on a bad configuration, without printing secrets', async () => {
    running = runServer({ ...baseEnv(), STOREFRONT_STORE_ID: 'secret/store', PORT: 'http' });
    const { code, stderr } = await running.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('STOREFRONT_STORE_ID');
    expect(stderr).not.toContain('secret/store');
    expect(running.lines).toEqual([]);
  }, 20_000);
});
