import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessages } from './http/errors.js';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/** The app's error body and the few headers that matter on an answer no app middleware saw. */
function errorAnswer(status: ContentfulStatusCode, message: string) {
  const body = JSON.stringify({ error: { status, message } });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  };
  return { status, body, headers };
}

/** The same answer as raw bytes, for a socket no HTTP response object owns. */
function rawErrorAnswer(status: ContentfulStatusCode, message: string): string {
  const { body, headers } = errorAnswer(status, message);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${statusText[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

const statusText: Partial<Record<number, string>> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** What Node's parser refused, as the status Node itself would pick, with one of our messages. */
function parserRefusal(code: string | undefined): [ContentfulStatusCode, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, errorMessages.headersTooLarge];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, errorMessages.payloadTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, errorMessages.requestTimeout];
  return [400, errorMessages.malformedRequest];
}

/**
 * Node's HTTP server for the app. A request the app never sees — refused by Node's parser (a CR in a header, an
 * unknown method, a 100 KB URL), impossible to turn into a `Request` (no or invalid Host), or a CONNECT — gets
 * the app's JSON error shape instead of Node's bare status line or a dropped connection.
 */
export function createNodeServer(): Server {
  // Without Host, Node's own check would answer a bodiless 400; the request listener answers it in JSON.
  const server = createServer({ requireHostHeader: false });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own rule: never write over an answer already under way on this connection.
    const current = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawErrorAnswer(...parserRefusal(error.code)));
  });
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(rawErrorAnswer(405, errorMessages.methodNotAllowed));
  });
  return server;
}

/** Hands every request to `fetch`; one that cannot become a `Request` is a JSON 400. */
export function serveApp(server: Server, fetch: FetchHandler): void {
  const listener = getRequestListener(fetch, {
    errorHandler: (error) => {
      const { status, body, headers } =
        error instanceof RequestError
          ? errorAnswer(400, errorMessages.malformedRequest)
          : errorAnswer(500, errorMessages.internal);
      return new Response(body, { status, headers });
    },
  });
  server.on('request', listener);
}
