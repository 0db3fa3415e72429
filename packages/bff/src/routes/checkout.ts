import {
  type CheckoutRequest,
  checkoutRequestSchema,
  checkoutResponseSchema,
} from '@aurele/storefront-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorMessages, HttpError } from '../http/errors.js';
import { requireJson } from '../http/require-json.js';
import type { StorefrontClient } from '../storefront/client.js';

/** 50 lines of ids and quantities fit in a few kilobytes; this leaves room and nothing more. */
export const CHECKOUT_MAX_BODY_BYTES = 32 * 1024;

/** Fields of the storefront's body that the BFF owns: dropped when the browser sends them (no open redirect). */
const serverOwnedFields = new Set(['successUrl', 'cancelUrl']);

/** What the browser may send: the storefront's body without the server-owned fields; anything else is a 400. */
const browserCheckoutSchema = checkoutRequestSchema.omit({ successUrl: true, cancelUrl: true }).strict();

/** The browser is sent to this address: it must be a web page, not `javascript:` or a relative path. */
const paymentAnswerSchema = checkoutResponseSchema.refine(
  ({ url }) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
);

export interface CheckoutRoutesDeps {
  storefront: StorefrontClient;
  publicOrigin: string;
  rateLimit: MiddlewareHandler;
}

/** `POST /api/checkout`: the cart goes to the storefront with our return addresses; its payment URL comes back. */
export function checkoutRoutes({ storefront, publicOrigin, rateLimit }: CheckoutRoutesDeps) {
  return new Hono().post(
    '/',
    rateLimit,
    requireJson,
    bodyLimit({
      maxSize: CHECKOUT_MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, errorMessages.payloadTooLarge);
      },
    }),
    async (c) => {
      const body: unknown = await c.req.json().catch(() => {
        throw new HttpError(400, errorMessages.invalidJson);
      });
      const request: CheckoutRequest = {
        ...readBrowserCheckout(body),
        successUrl: `${publicOrigin}/success`,
        cancelUrl: `${publicOrigin}/cart`,
      };
      const { url } = await storefront.post('checkout', request, paymentAnswerSchema);
      return c.json({ url }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}

function readBrowserCheckout(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, errorMessages.invalidBody);
  }
  const kept = Object.entries(body).filter(([key]) => !serverOwnedFields.has(key));
  const parsed = browserCheckoutSchema.safeParse(Object.fromEntries(kept));
  if (!parsed.success) throw new HttpError(400, errorMessages.invalidBody);
  return parsed.data;
}
