import { type Context, Hono } from 'hono';
import { messagePage } from '../payment/message-page.js';
import { paymentPage } from '../payment/payment-page.js';
import type { CheckoutSession } from '../state/checkout-sessions.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { Shortage } from '../state/inventory.js';
import {
  cancelledSession,
  expiredSession,
  paidSession,
  type SessionRefusal,
  unknownSession,
} from './session-messages.js';

/** The hosted page may send the shopper back to the shop, and show the house's own images, nothing else. */
function securityHeaders(state: EmulatorState, session?: CheckoutSession): Record<string, string> {
  const returns = session ? [new URL(session.successUrl).origin, new URL(session.cancelUrl).origin] : [];
  const formAction = [...new Set(["'self'", ...returns])].join(' ');
  return {
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' ${state.publicOrigin}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

function refuse(
  c: Context,
  state: EmulatorState,
  refusal: SessionRefusal,
  session?: CheckoutSession,
): Response {
  return c.html(messagePage(state.profile, refusal.message), refusal.status, securityHeaders(state, session));
}

/** Why this session cannot be paid now, if it cannot. */
function refusalFor(state: EmulatorState, session: CheckoutSession): SessionRefusal | null {
  if (session.status === 'paid') return paidSession(session);
  if (session.status === 'cancelled') return cancelledSession(session);
  return state.sessions.isExpired(session) ? expiredSession(session) : null;
}

/** How a shortage reads for the shopper, on the payment page. */
function shortageText(state: EmulatorState, shortage: Shortage): string {
  const found = state.catalogue.variant(shortage.variantId);
  const name = found ? `« ${found.product.title} » (${found.variant.title})` : 'un article';
  const left = shortage.available === 0 ? "il n'en reste plus" : `il n'en reste que ${shortage.available}`;
  return `Stock insuffisant pour ${name} : ${left}. Votre carte n'a pas été débitée.`;
}

/**
 * `GET /checkout/{id}` shows the page, whatever query string the address carries (the checkout's own, a
 * client's `&lang=fr`); its form posts to `/pay` or `/cancel`.
 */
export function paymentRoutes(state: EmulatorState): Hono {
  return new Hono()
    .get('/:id', (c) => {
      const session = state.sessions.find(c.req.param('id'));
      if (!session) return refuse(c, state, unknownSession);
      const refusal = refusalFor(state, session);
      if (refusal) return refuse(c, state, refusal, session);
      return c.html(paymentPage(session, state.profile), 200, securityHeaders(state, session));
    })
    .post('/:id/pay', (c) => {
      const session = state.sessions.find(c.req.param('id'));
      if (!session) return refuse(c, state, unknownSession);
      const refusal = refusalFor(state, session);
      if (refusal) return refuse(c, state, refusal, session);
      // Stock may have gone since the session opened: take it now, all or nothing.
      const shortages = state.inventory.take(
        session.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
      );
      if (shortages.length > 0) {
        const problems = shortages.map((shortage) => shortageText(state, shortage));
        return c.html(paymentPage(session, state.profile, problems), 409, securityHeaders(state, session));
      }
      session.status = 'paid';
      return c.redirect(session.successUrl, 303);
    })
    .post('/:id/cancel', (c) => {
      const session = state.sessions.find(c.req.param('id'));
      if (!session) return refuse(c, state, unknownSession);
      if (session.status === 'paid') return refuse(c, state, paidSession(session), session);
      session.status = 'cancelled';
      return c.redirect(session.cancelUrl, 303);
    });
}
