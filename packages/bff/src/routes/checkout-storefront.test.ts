import { observedCheckoutAnswer, observedInsufficientInventory } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { ABUSE_BOUNDS } from '../abuse-bounds.js';
import { fakeStorefrontApp, requestLinesIn, storefrontAnswer } from '../testing/fake-storefront.js';
import { jsonPost, TEST_PUBLIC_ORIGIN } from '../testing/test-app.js';

const variant_id = 'variant_01K2ZQ7W4H8M3N5P6R9T0V1X2Y';
/** The storefront as it really answers a checkout: 201 and a payment address that carries a query string. */
const paying = () => storefrontAnswer(observedCheckoutAnswer, 201, 'corr-pay-1');

describe('POST /api/checkout against the real answers', () => {
  it('answers the payment address of a 201, query string included', async () => {
    const { app } = fakeStorefrontApp(paying);
    const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: observedCheckoutAnswer.url });
  });

  it('forwards custom field values and the customer, checked', async () => {
    const { app, upstream } = fakeStorefrontApp(paying);
    const items = [
      {
        variant_id,
        quantity: 2,
        custom_field_values: [{ custom_field_id: 'cf_01K2ZQD2F4H6K8M0P2R4T6V8X0', value: 'A. B.' }],
      },
    ];
    const customer = { external_id: 'client_42', email: 'ada@example.test' };
    const answer = await app.request('/api/checkout', jsonPost({ items, customer, locale: 'fr-FR' }));
    expect(answer.status).toBe(200);
    expect(upstream.calls[0]?.body).toEqual({
      items,
      customer,
      locale: 'fr-FR',
      successUrl: `${TEST_PUBLIC_ORIGIN}/success`,
      cancelUrl: `${TEST_PUBLIC_ORIGIN}/cart`,
    });
  });

  it('accepts a cart at every abuse bound', async () => {
    const { app, upstream } = fakeStorefrontApp(paying);
    const answer = (n: number) => 'é'.repeat(ABUSE_BOUNDS.customFieldValueLength - String(n).length) + n;
    const items = Array.from({ length: ABUSE_BOUNDS.checkoutLines }, (_, line) => ({
      variant_id: `variant_${'0'.repeat(26)}${line}`.slice(0, 64),
      quantity: ABUSE_BOUNDS.unitsPerLine,
      custom_field_values: Array.from({ length: ABUSE_BOUNDS.customFieldValuesPerLine }, (_, n) => ({
        custom_field_id: `cf_${'0'.repeat(58)}${n}`,
        value: answer(n),
      })),
    }));
    const customer = {
      external_id: 'c'.repeat(ABUSE_BOUNDS.customerExternalIdLength),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.example`,
    };
    const sent = await app.request('/api/checkout', jsonPost({ items, customer }));
    expect(sent.status).toBe(200);
    expect(upstream.calls).toHaveLength(1);
  });

  it.each([
    ['a 409', 409],
    ['a 400', 400],
    ['a 422', 422],
    ['a 500', 500],
  ])('turns %s with code insufficient_inventory into a 409 carrying the code', async (_, status) => {
    const { app } = fakeStorefrontApp(() =>
      storefrontAnswer({ ...observedInsufficientInventory, statusCode: status }, status),
    );
    const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 3 }] }));
    expect(answer.status).toBe(409);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        status: 409,
        message: "Le stock disponible ne suffit plus pour l'un des articles du panier.",
        code: 'insufficient_inventory',
      },
    });
    // The storefront's own words (and the variant id they name) stay out.
    expect(text).not.toContain('Not enough stock');
  });

  it.each([
    [
      'a 409 without a code',
      409,
      { message: 'Conflict', statusCode: 409 },
      409,
      'La boutique a refusé la requête.',
    ],
    [
      'a 400 of another code',
      400,
      { message: 'x', statusCode: 400, code: 'invalid_variant' },
      400,
      'La boutique a refusé la requête.',
    ],
    ['a 503', 503, { message: 'down', statusCode: 503 }, 502, 'La boutique est momentanément indisponible.'],
  ])('keeps the usual mapping for %s', async (_, status, body, expected, message) => {
    const { app } = fakeStorefrontApp(() => storefrontAnswer(body, status));
    const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
    expect(answer.status).toBe(expected);
    expect(await answer.json()).toEqual({ error: { status: expected, message } });
  });

  it('reads no code from an error body that is not JSON or too long', async () => {
    const padded = { ...observedInsufficientInventory, pad: 'x'.repeat(20_000) };
    for (const body of ['<html>insufficient_inventory</html>', JSON.stringify(padded)]) {
      const { app } = fakeStorefrontApp(() => new Response(body, { status: 409 }));
      const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
      expect(await answer.json()).toEqual({
        error: { status: 409, message: 'La boutique a refusé la requête.' },
      });
    }
  });

  it('logs the correlation id of the checkout call, and never sends it to the browser', async () => {
    const { app, logs } = fakeStorefrontApp(paying);
    const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
    expect(await answer.text()).not.toContain('corr-pay-1');
    expect([...answer.headers].flat().join(' ')).not.toContain('corr-pay-1');
    expect(requestLinesIn(logs)).toEqual([expect.objectContaining({ upstreamCorrelationId: 'corr-pay-1' })]);
  });

  it('logs the correlation id of a refused checkout too', async () => {
    const { app, logs } = fakeStorefrontApp(() =>
      storefrontAnswer(observedInsufficientInventory, 409, 'corr-refused-2'),
    );
    await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
    expect(requestLinesIn(logs)[0]).toMatchObject({ status: 409, upstreamCorrelationId: 'corr-refused-2' });
  });
});
