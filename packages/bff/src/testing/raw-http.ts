import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { onTestFinished } from 'vitest';
import { createNodeServer, serveApp } from '../node-server.js';

/** A request exactly as it goes on the wire: what `fetch` would refuse to send (a CR in a header, `/../`) too. */
export interface RawRequest {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** Replaces the whole request: bytes no builder would write (a missing Host, an HTTP/9.9 line). */
  wire?: string;
}

/** An answer as received: every byte, plus the parts a test reads. */
export interface RawAnswer {
  bytes: Buffer;
  status: number;
  headers: Array<[name: string, value: string]>;
  body: string;
}

/** A `fetch`-style request (plain-object headers, string body) as a raw one. */
export function fromFetch([target, init = {}]: [string, RequestInit?]): RawRequest {
  return {
    method: init.method ?? 'GET',
    target,
    headers: init.headers as Record<string, string> | undefined,
    body: init.body as string | undefined,
  };
}

/** The request's bytes: `Host` and `Connection: close` unless given, `Content-Length` for a body. */
function toWire({ method, target, headers = {}, body, wire }: RawRequest): string {
  if (wire !== undefined) return wire;
  const lower = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const all: Array<[string, string]> = [
    ...(lower.has('host') ? [] : [['Host', 'localhost'] as [string, string]]),
    ...Object.entries(headers),
    ...(lower.has('connection') ? [] : [['Connection', 'close'] as [string, string]]),
    ...(body !== undefined && !lower.has('content-length') && !lower.has('transfer-encoding')
      ? [['Content-Length', String(Buffer.byteLength(body))] as [string, string]]
      : []),
  ];
  const head = all.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `${method} ${target} HTTP/1.1\r\n${head}\r\n${body ?? ''}`;
}

/** Sends one request on a fresh connection and reads until the server closes it. */
export function sendRaw(port: number, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    // Not `end`: Node's server drops a request whose client half-closes before the answer is written.
    socket.write(toWire(request), 'utf8');
  });
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`no complete answer: ${JSON.stringify(bytes.toString('latin1', 0, 200))}`);
  const [statusLine = '', ...lines] = bytes.toString('latin1', 0, split).split('\r\n');
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  const chunked = headers.some(([name, value]) => name === 'transfer-encoding' && value === 'chunked');
  const rest = bytes.subarray(split + 4);
  const body = (chunked ? unchunk(rest) : rest).toString('utf8');
  return { bytes, status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(bytes: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = bytes.indexOf('\r\n', at);
    const size = Number.parseInt(bytes.toString('latin1', at, lineEnd), 16);
    if (!size) return Buffer.concat(chunks);
    chunks.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Serves `app` on a free local port through the BFF's own Node server, closed after the test. */
export async function listenApp(app: { fetch: Parameters<typeof serveApp>[1] }): Promise<number> {
  const server = createNodeServer();
  serveApp(server, app.fetch);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return (server.address() as AddressInfo).port;
}
