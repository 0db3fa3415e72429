import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EmulatorState } from '../state/emulator-state.js';
import { DEFAULT_ERROR_STATUS, DEFAULT_SLOW_DELAY_MS } from '../state/faults.js';
import { nestError } from './nest-errors.js';
import { listView } from './product-views.js';

/** The answer a dropped connection was sending when it was cut. */
export interface InterruptedAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * Cuts the connection partway through the answer, or before its first byte when there is no answer (`null`: the
 * service is down); how depends on the runtime (see start-emulator.ts).
 */
export type ConnectionDropper = (c: Context, answer: InterruptedAnswer | null) => Response;

/**
 * Without a socket at hand (`app.request()` in tests), a dropped connection is a body stream that fails
 * after its first half: the client sees the headers, then an error while reading. A connection cut before any
 * byte is a network error response (`Response.error()`: type `error`, status 0), what `fetch` rejects on.
 */
export const failingBodyDropper: ConnectionDropper = (_c, answer) => {
  if (!answer) return Response.error();
  const half = new TextEncoder().encode(answer.body.slice(0, Math.floor(answer.body.length / 2)));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(half);
    },
    pull(controller) {
      controller.error(new Error('connection dropped by the storefront emulator'));
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
};

export const HUGE_BODY_BYTES = 20 * 1024 * 1024;

const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };

/** Replaces the answer a handler gave, without Hono merging the old headers (a stale content-length) into it. */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * A valid product list of at least HUGE_BODY_BYTES: the catalogue repeated, or only its first products when the
 * store alone is larger (a generated store of 20 000 products weighs over 100 MB).
 */
function hugeProductList(state: EmulatorState): string {
  const { products } = state.catalogue;
  const serialised: string[] = [];
  const repeated: string[] = [];
  let size = 0;
  for (let index = 0; size < HUGE_BODY_BYTES; index++) {
    const at = index % products.length;
    const product = products[at];
    if (!product) throw new Error('A huge answer needs at least one product');
    serialised[at] ??= JSON.stringify(listView(product, state.inventory));
    repeated.push(serialised[at]);
    size += serialised[at].length + 1;
  }
  const count = repeated.length;
  return `{"products":[${repeated.join(',')}],"count":${count},"offset":0,"limit":${count}}`;
}

/** Applies the injected fault, if any, to storefront requests (`/store/{store}/…`). */
export function faultInjection(state: EmulatorState, dropConnection: ConnectionDropper): MiddlewareHandler {
  let hugeBody: string | undefined;
  return async (c, next) => {
    const storePath = `/${c.req.path.split('/').slice(3).join('/')}`;
    const fault = state.faults.take(storePath);
    switch (fault?.mode) {
      case undefined:
      case 'none':
        return next();
      case 'slow':
        await state.waits.sleep(fault.delayMs ?? DEFAULT_SLOW_DELAY_MS, c.req.raw.signal);
        return next();
      case 'error': {
        const status = (fault.status ?? DEFAULT_ERROR_STATUS) as ContentfulStatusCode;
        return c.json(nestError(status, 'Injected fault'), status);
      }
      case 'down':
        replaceResponse(c, dropConnection(c, null));
        return;
      case 'hang':
        // Answers only once the client has given up or the emulator closes: nobody reads this.
        await state.waits.hold(c.req.raw.signal);
        return c.body(null, 503);
      case 'huge':
        hugeBody ??= hugeProductList(state);
        return c.body(hugeBody, 200, JSON_TYPE);
      case 'malformed': {
        await next();
        const text = await c.res.text();
        replaceResponse(
          c,
          new Response(text.slice(0, Math.floor(text.length / 2)), { status: 200, headers: JSON_TYPE }),
        );
        return;
      }
      case 'drop': {
        await next();
        const answer = {
          status: c.res.status,
          headers: new Headers(c.res.headers),
          body: await c.res.text(),
        };
        replaceResponse(c, dropConnection(c, answer));
        return;
      }
    }
  };
}
