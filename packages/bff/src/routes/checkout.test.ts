import type { CheckoutRequest } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { ABUSE_BOUNDS, CHECKOUT_MAX_BODY_BYTES } from '../abuse-bounds.js';
import { catalogueSample } from '../testing/catalogue-sample.js';
import { useEmulator } from '../testing/emulator.js';
import { jsonPost, TEST_PUBLIC_ORIGIN, testApp } from '../testing/test-app.js';

const emulator = useEmulator();

/** A variant the storefront will sell at least two of. */
const sellableVariantId = async () => (await catalogueSample(emulator)).variantId;

describe('POST /api/checkout', () => {
  it('answers the payment page address, never cached', async () => {
    const variant_id = await sellableVariantId();
    const { app } = testApp(emulator);
    const answer = await app.request('/api/checkout', jsonPost({ items: [{ variant_id, quantity: 1 }] }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { url } = (await answer.json()) as { url: string };
    expect(new URL(url).origin).toBe(emulator.publicOrigin);
    expect((await fetch(url)).status).toBe(200);
  });

  it('sends its own return addresses and drops the ones the browser sent', async () => {
    const variant_id = await sellableVariantId();
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(
      '/api/checkout',
      jsonPost({
        items: [{ variant_id, quantity: 2 }],
        locale: 'fr-BE',
        timeZone: 'Europe/Brussels',
        successUrl: 'https://evil.example/phish',
        cancelUrl: 'javascript:alert(1)',
      }),
    );
    expect(answer.status).toBe(200);
    const sent = upstream.calls[0]?.body as CheckoutRequest;
    expect(sent).toEqual({
      items: [{ variant_id, quantity: 2 }],
      locale: 'fr-BE',
      timeZone: 'Europe/Brussels',
      successUrl: `${TEST_PUBLIC_ORIGIN}/success`,
      cancelUrl: `${TEST_PUBLIC_ORIGIN}/cart`,
    });
  });

  it('has the payment page send shoppers back to PUBLIC_ORIGIN, whatever the browser asked for', async () => {
    const variant_id = await sellableVariantId();
    const { app } = testApp(emulator);
    const paymentPage = async () => {
      const body = {
        items: [{ variant_id, quantity: 1 }],
        successUrl: 'https://evil.example/',
        cancelUrl: 'https://evil.example/',
      };
      return ((await (await app.request('/api/checkout', jsonPost(body))).json()) as { url: string }).url;
    };
    // The emulated page's « Payer » and « Annuler » buttons post here (the page's path, without its query) and
    // redirect to the stored return URLs.
    const button = async (action: string) => {
      const page = new URL(await paymentPage());
      return fetch(`${page.origin}${page.pathname}/${action}`, { method: 'POST', redirect: 'manual' });
    };
    const paid = await button('pay');
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_ORIGIN}/success`);
    const cancelled = await button('cancel');
    expect(cancelled.headers.get('location')).toBe(`${TEST_PUBLIC_ORIGIN}/cart`);
  });

  it('forwards only the contract fields of a line (a price sent by the browser goes nowhere)', async () => {
    const variant_id = await sellableVariantId();
    const { app, upstream } = testApp(emulator);
    const answer = await app.request(
      '/api/checkout',
      jsonPost({ items: [{ variant_id, quantity: 1, price_in_cents: 1 }] }),
    );
    expect(answer.status).toBe(200);
    expect(upstream.calls[0]?.body).toMatchObject({ items: [{ variant_id, quantity: 1 }] });
    expect((upstream.calls[0]?.body as CheckoutRequest | undefined)?.items[0]).not.toHaveProperty(
      'price_in_cents',
    );
  });

  const line = { variant_id: 'var_1', quantity: 1 };
  it.each([
    ['an empty object', {}],
    ['no line', { items: [] }],
    ['lines over the bound', { items: Array.from({ length: ABUSE_BOUNDS.checkoutLines + 1 }, () => line) }],
    ['a quantity of 0', { items: [{ ...line, quantity: 0 }] }],
    ['units over the bound', { items: [{ ...line, quantity: ABUSE_BOUNDS.unitsPerLine + 1 }] }],
    ['a fractional quantity', { items: [{ ...line, quantity: 1.5 }] }],
    ['a quantity as text', { items: [{ ...line, quantity: '2' }] }],
    ['a line without variant', { items: [{ quantity: 1 }] }],
    ['an empty variant id', { items: [{ ...line, variant_id: '' }] }],
    ['a variant id of 65 characters', { items: [{ ...line, variant_id: 'v'.repeat(65) }] }],
    ['items that are not a list', { items: line }],
    ['an unknown field', { items: [line], coupon: 'BIENVENUE10' }],
    ['custom field values that are not a list', { items: [{ ...line, custom_field_values: 'AB' }] }],
    [
      'a custom field value without its field',
      { items: [{ ...line, custom_field_values: [{ value: 'AB' }] }] },
    ],
    [
      'a custom field id with a slash',
      { items: [{ ...line, custom_field_values: [{ custom_field_id: 'cf/..', value: 'AB' }] }] },
    ],
    [
      'a custom field value that is not text',
      { items: [{ ...line, custom_field_values: [{ custom_field_id: 'cf_1', value: 7 }] }] },
    ],
    [
      'a custom field answer over the bound',
      {
        items: [
          {
            ...line,
            custom_field_values: [
              { custom_field_id: 'cf_1', value: 'x'.repeat(ABUSE_BOUNDS.customFieldValueLength + 1) },
            ],
          },
        ],
      },
    ],
    [
      'more custom field answers than the bound',
      {
        items: [
          {
            ...line,
            custom_field_values: Array.from(
              { length: ABUSE_BOUNDS.customFieldValuesPerLine + 1 },
              (_, n) => ({ custom_field_id: `cf_${n}`, value: 'A' }),
            ),
          },
        ],
      },
    ],
    ['a customer without an id', { items: [line], customer: { email: 'ada@example.test' } }],
    ['a customer with an empty id', { items: [line], customer: { external_id: '' } }],
    ['a customer e-mail that is not one', { items: [line], customer: { external_id: 'u_1', email: 'ada' } }],
    [
      'a customer id over the bound',
      { items: [line], customer: { external_id: 'u'.repeat(ABUSE_BOUNDS.customerExternalIdLength + 1) } },
    ],
    ['a customer with an unknown field', { items: [line], customer: { external_id: 'u_1', role: 'admin' } }],
    ['a customer that is not an object', { items: [line], customer: 'u_1' }],
    ['a locale that is not text', { items: [line], locale: 42 }],
    ['an over-long time zone', { items: [line], timeZone: 'x'.repeat(65) }],
    ['a list as the body', [line]],
    ['null as the body', null],
    ['text as the body', 'checkout'],
  ])('refuses %s with a 400 and never calls the storefront', async (_, body) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request('/api/checkout', jsonPost(JSON.stringify(body)));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { status: 400, message: 'Corps de requête invalide.' } });
    expect(upstream.calls).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request('/api/checkout', jsonPost('{"items": ['));
    expect(answer.status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });

  it.each([
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('answers 415 to %s', async (_, type) => {
    const { app, upstream } = testApp(emulator);
    const answer = await app.request('/api/checkout', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ items: [line] }),
    });
    expect(answer.status).toBe(415);
    expect(upstream.calls).toEqual([]);
  });

  it('accepts a JSON content type with parameters', async () => {
    const variant_id = await sellableVariantId();
    const { app } = testApp(emulator);
    const answer = await app.request(
      '/api/checkout',
      jsonPost(
        { items: [{ variant_id, quantity: 1 }] },
        { 'content-type': 'Application/JSON; charset=utf-8' },
      ),
    );
    expect(answer.status).toBe(200);
  });

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const { app, upstream } = testApp(emulator);
    const big = JSON.stringify({ items: [line], locale: 'x'.repeat(CHECKOUT_MAX_BODY_BYTES) });
    const declared = await app.request('/api/checkout', jsonPost(big));
    expect(declared.status).toBe(413);
    const streamedBody = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await app.request('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamedBody,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      error: { status: 413, message: 'Corps de requête trop volumineux.' },
    });
    expect(upstream.calls).toEqual([]);
  });

  it('limits each client to CHECKOUT_RATE_LIMIT requests a minute, then 429 with Retry-After', async () => {
    const clock = { now: 0 };
    const { app, upstream } = testApp(emulator, {
      env: { CHECKOUT_RATE_LIMIT: '2' },
      deps: { now: () => clock.now, clientKey: (c) => c.req.header('x-test-client') ?? '' },
    });
    const post = (client: string) =>
      app.request('/api/checkout', jsonPost({ items: [] }, { 'x-test-client': client }));

    expect((await post('alice')).status).toBe(400);
    expect((await post('alice')).status).toBe(400);
    clock.now = 15_000;
    const limited = await post('alice');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({ error: { status: 429, message: expect.any(String) } });
    expect((await post('bob')).status).toBe(400);

    clock.now = 60_000;
    expect((await post('alice')).status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });

  it('refuses a payment address that is not a web page (502)', async () => {
    const { app } = testApp(emulator, {
      deps: { fetch: async () => Response.json({ url: 'javascript:alert(document.cookie)' }) },
    });
    const answer = await app.request('/api/checkout', jsonPost({ items: [line] }));
    expect(answer.status).toBe(502);
  });

  it('answers 405 to a GET', async () => {
    const { app } = testApp(emulator);
    const answer = await app.request('/api/checkout');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});
