import { type AddressInfo, connect } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createNodeServer } from './node-server.js';
import { listenApp, type RawRequest, sendRaw } from './testing/raw-http.js';

/** An app that answers every request, so that any error below comes from the Node layer. */
const okApp = () => new Hono().all('*', (c) => c.text('ok'));

async function answerTo(request: RawRequest, app: Parameters<typeof listenApp>[0] = okApp()) {
  const answer = await sendRaw(await listenApp(app), request);
  return { status: answer.status, headers: new Map(answer.headers), error: JSON.parse(answer.body).error };
}

describe('the Node server answers what never reaches the app in the same JSON', () => {
  it('a request its parser refuses: 400', async () => {
    const answer = await answerTo({ method: 'GET', target: '/', headers: { 'X-A': 'a\rb' } });
    expect(answer).toMatchObject({
      status: 400,
      error: { status: 400, message: 'Requête HTTP mal formée.' },
    });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('headers past 16 KB: 431', async () => {
    const answer = await answerTo({ method: 'GET', target: `/?q=${'x'.repeat(20_000)}` });
    expect(answer).toMatchObject({ status: 431, error: { status: 431 } });
  });

  it('headers too slow to arrive: 408', async () => {
    const server = createNodeServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    // Node's own timer takes a minute: the error it would raise is raised at once on the server's socket.
    server.once('connection', (socket) =>
      server.emit(
        'clientError',
        Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
        socket,
      ),
    );
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const received = await new Promise<string>((resolve) => {
      let text = '';
      client.on('data', (chunk) => {
        text += chunk;
      });
      client.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toContain('"message":"La requête est arrivée trop lentement."');
  });

  it('CONNECT, instead of a dropped connection: 405', async () => {
    const answer = await answerTo({ method: 'CONNECT', target: 'example.test:443' });
    expect(answer).toMatchObject({ status: 405, error: { message: 'Méthode non autorisée.' } });
  });

  it('no Host, or one that is not a host: 400', async () => {
    const noHost = await answerTo({ method: 'GET', target: '/', wire: 'GET / HTTP/1.1\r\n\r\n' });
    expect(noHost).toMatchObject({ status: 400, error: { message: 'Requête HTTP mal formée.' } });
    const badHost = await answerTo({ method: 'GET', target: '/', headers: { Host: 'a/b' } });
    expect(badHost).toMatchObject({ status: 400 });
  });

  it('an app that throws instead of answering: 500, never a stack', async () => {
    const throwing = {
      fetch: () => {
        throw new Error('at secret.ts:1');
      },
    };
    const answer = await answerTo({ method: 'GET', target: '/' }, throwing);
    expect(answer).toMatchObject({ status: 500, error: { message: 'Erreur interne du serveur.' } });
  });

  it('leaves a good request to the app', async () => {
    const answer = await sendRaw(await listenApp(okApp()), { method: 'GET', target: '/' });
    expect([answer.status, answer.body]).toEqual([200, 'ok']);
  });
});
