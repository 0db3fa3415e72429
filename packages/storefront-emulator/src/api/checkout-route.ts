import { type CheckoutResponse, checkoutRequestSchema } from '@aurele/storefront-contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EmulatorState } from '../state/emulator-state.js';
import { checkoutLines, checkoutProblems } from './checkout-lines.js';
import { readJsonBody } from './json-body.js';
import { sendError } from './nest-errors.js';

/**
 * Protects the emulator itself, not a business rule: the real service sets no limit on lines or units, and 100
 * KB holds hundreds of lines with their custom fields.
 */
const MAX_BODY_BYTES = 100 * 1024;

/**
 * `POST /checkout`: opens a payment session on the hosted page and answers its address, `201 { url }`. The URL
 * already carries a query string, as the real one does, so clients append theirs with `&` (`&lang=fr`).
 * Stock is checked here but only taken when the shopper pays.
 */
export function checkoutRoute(state: EmulatorState): Hono {
  return new Hono().post(
    '/',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendError(c, 413, 'request entity too large') }),
    async (c) => {
      const body = await readJsonBody(c, checkoutRequestSchema);
      if ('messages' in body) return sendError(c, 400, body.messages);
      const checked = checkoutLines(body.data.items, state.catalogue, state.inventory);
      if ('messages' in checked) {
        const { status, code } = checkoutProblems[checked.kind];
        return sendError(c, status, checked.messages, code);
      }
      const session = state.sessions.open({
        lines: checked.lines,
        successUrl: body.data.successUrl,
        cancelUrl: body.data.cancelUrl,
        locale: body.data.locale ?? null,
        timeZone: body.data.timeZone ?? null,
      });
      const query = new URLSearchParams({ session: session.id, source: 'storefront' });
      const answer: CheckoutResponse = { url: `${state.publicOrigin}/checkout/${session.id}?${query}` };
      return c.json(answer, 201);
    },
  );
}
