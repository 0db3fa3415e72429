import {
  type CheckoutRequest,
  checkoutCustomerSchema,
  checkoutErrorCodes,
  checkoutItemSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  customFieldValueSchema,
} from '@aurele/storefront-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ABUSE_BOUNDS, CHECKOUT_MAX_BODY_BYTES } from '../abuse-bounds.js';
import type { AppEnv } from '../http/app-env.js';
import { errorMessages, HttpError } from '../http/errors.js';
import { requireJson } from '../http/require-json.js';
import { traced } from '../http/upstream-correlation.js';
import type { StorefrontClient } from '../storefront/client.js';
import { storefrontIdSchema } from '../storefront/ids.js';
import { UpstreamError } from '../storefront/upstream-error.js';

/** Fields of the storefront's body that the BFF owns: dropped when the browser sends them (no open redirect). */
const serverOwnedFields = new Set(['successUrl', 'cancelUrl']);

/** A line as the contract has it, held to the BFF's abuse bounds; unknown fields of a line are dropped. */
const browserItemSchema = checkoutItemSchema.extend({
  variant_id: storefrontIdSchema,
  quantity: checkoutItemSchema.shape.quantity.max(ABUSE_BOUNDS.unitsPerLine),
  custom_field_values: z
    .array(
      customFieldValueSchema.extend({
        custom_field_id: storefrontIdSchema,
        value: customFieldValueSchema.shape.value.max(ABUSE_BOUNDS.customFieldValueLength),
      }),
    )
    .max(ABUSE_BOUNDS.customFieldValuesPerLine)
    .optional(),
});

/** What the browser may send: the storefront's body without the server-owned fields; anything else is a 400. */
const browserCheckoutSchema = checkoutRequestSchema
  .omit({ successUrl: true, cancelUrl: true })
  .extend({
    items: z.array(browserItemSchema).min(1).max(ABUSE_BOUNDS.checkoutLines),
    customer: checkoutCustomerSchema
      .extend({
        external_id: checkoutCustomerSchema.shape.external_id.max(ABUSE_BOUNDS.customerExternalIdLength),
        email: checkoutCustomerSchema.shape.email.unwrap().max(ABUSE_BOUNDS.customerEmailLength).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

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
  return new Hono<AppEnv>().post(
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
      const { url } = await traced(c, storefront.post('checkout', request, paymentAnswerSchema)).catch(
        asInsufficientInventory,
      );
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

/**
 * The storefront says the stock no longer covers the cart (whatever its status): a 409 carrying the same code, so
 * the web app can show its stock message. Other failures keep their usual mapping.
 */
function asInsufficientInventory(error: unknown): never {
  const { insufficientInventory } = checkoutErrorCodes;
  if (
    error instanceof UpstreamError &&
    error.failure.kind === 'status' &&
    error.failure.code === insufficientInventory
  ) {
    throw new HttpError(409, errorMessages.insufficientInventory, {}, insufficientInventory);
  }
  throw error;
}
