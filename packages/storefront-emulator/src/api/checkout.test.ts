import {
  type CheckoutResponse,
  checkoutResponseSchema,
  type StorefrontError,
} from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  findVariant,
  PUBLIC_ORIGIN,
  postJson,
  SHOP_ORIGIN,
  stockOf,
  store,
  testEmulator,
} from '../testing/fixture.js';

const emulator = testEmulator();
const checkout = (body: unknown) =>
  postJson<CheckoutResponse & StorefrontError>(emulator.api, store('/checkout'), body);
const plentiful = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 6);
const scarce = findVariant(emulator, ({ variant }) => variant.stock === 2);
const soldOut = findVariant(emulator, ({ variant }) => variant.stock === 0);
const madeToOrder = findVariant(emulator, ({ variant }) => !variant.manage_inventory);
const notPurchasable = emulator.state.catalogue.products.find((product) => !product.purchasable);

const badRequest = (message: string[], code?: string) => ({
  status: 400,
  body: { message, error: 'Bad Request', statusCode: 400, ...(code ? { code } : {}) },
});
const unpriced = emulator.state.catalogue.products.find((product) =>
  product.variants.every((variant) => variant.prices.length === 0),
);
const engraved = emulator.state.catalogue.products.find(
  (product) => product.custom_fields.length > 0 && product.purchasable && !product.hidden,
);

describe('POST /store/{store}/checkout', () => {
  it('opens a payment session and answers 201 with its page, the URL already carrying a query', async () => {
    const { status, body } = await checkout(
      checkoutBody([{ variant_id: plentiful.variant.id, quantity: 2 }]),
    );
    expect(status).toBe(201);
    expect(checkoutResponseSchema.parse(body)).toEqual(body);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/checkout/cs_[0-9a-f]{32}$`));
    expect(url.searchParams.get('session')).toBe(url.pathname.split('/').pop());
    expect(body.url).not.toContain(emulator.state.storeId);
  });

  it('takes a customer and custom field values, and shows the answers on the payment page', async () => {
    const field = engraved?.custom_fields[0];
    const variant = engraved?.variants.find((candidate) => candidate.prices.length > 0);
    const { status, body } = await checkout({
      ...checkoutBody([
        {
          variant_id: variant?.id ?? '',
          quantity: 1,
          custom_field_values: [
            { custom_field_id: field?.id ?? '', value: 'C.L.' },
            { custom_field_id: 'cf_unknown', value: 'ignored' },
          ],
        },
      ]),
      customer: { external_id: 'user-42', email: 'camille@example.com' },
    });
    expect(status).toBe(201);
    const page = await (await emulator.public.request(`${body.url}&lang=fr`)).text();
    expect(page).toContain(`${field?.title} : C.L.`);
    expect(page).not.toContain('ignored');
  });

  it('has no limit of lines or units of its own: 160 lines of 120 units pass', async () => {
    const lines = Array.from({ length: 160 }, () => ({ variant_id: madeToOrder.variant.id, quantity: 120 }));
    expect((await checkout(checkoutBody(lines))).status).toBe(201);
  });

  it('opens a new session each time, and takes no stock before payment', async () => {
    const before = await stockOf(emulator, scarce);
    const first = await checkout(checkoutBody([{ variant_id: scarce.variant.id, quantity: 2 }]));
    const second = await checkout(checkoutBody([{ variant_id: scarce.variant.id, quantity: 2 }]));
    expect(first.body.url).not.toBe(second.body.url);
    expect(await stockOf(emulator, scarce)).toBe(before);
  });

  it('sells any quantity of a variant that does not manage inventory', async () => {
    expect(
      (await checkout(checkoutBody([{ variant_id: madeToOrder.variant.id, quantity: 99 }]))).status,
    ).toBe(201);
  });

  it('refuses a checkout without items', async () => {
    expect(await checkout(checkoutBody([]))).toMatchObject(
      badRequest(['items must contain at least 1 elements']),
    );
    const { successUrl, cancelUrl } = checkoutBody([]);
    expect(await checkout({ successUrl, cancelUrl })).toMatchObject(badRequest(['items must be an array']));
  });

  it('refuses a quantity below 1 or not whole', async () => {
    const body = checkoutBody([
      { variant_id: plentiful.variant.id, quantity: 0 },
      { variant_id: plentiful.variant.id, quantity: 1.5 },
    ]);
    expect(await checkout(body)).toMatchObject(
      badRequest(['items.0.quantity must not be less than 1', 'items.1.quantity must be an integer number']),
    );
  });

  it('refuses an unknown variant', async () => {
    expect(await checkout(checkoutBody([{ variant_id: 'var_unknown', quantity: 1 }]))).toMatchObject(
      badRequest(['Variant var_unknown not found'], 'variant_not_found'),
    );
  });

  it('refuses more than the stock of an inventory-managed variant, lines of one variant added up', async () => {
    const { status, body } = await checkout(
      checkoutBody([
        { variant_id: scarce.variant.id, quantity: 1 },
        { variant_id: scarce.variant.id, quantity: 2 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      message: [
        `Insufficient inventory for variant ${scarce.variant.id} (${scarce.product.title} — ${scarce.variant.title}): 3 requested, 2 available`,
      ],
      error: 'Conflict',
      statusCode: 409,
      code: 'insufficient_inventory',
    });
    const empty = await checkout(checkoutBody([{ variant_id: soldOut.variant.id, quantity: 1 }]));
    expect(empty.body.message[0]).toMatch(/1 requested, 0 available$/);
  });

  it('refuses a product that is not purchasable', async () => {
    const variant = notPurchasable?.variants[0];
    expect(await checkout(checkoutBody([{ variant_id: variant?.id ?? '', quantity: 1 }]))).toMatchObject(
      badRequest(
        [`Product ${notPurchasable?.id} (${notPurchasable?.title}) is not purchasable`],
        'product_not_purchasable',
      ),
    );
  });

  it('refuses a variant without a price, with a code of its own', async () => {
    const variant = unpriced?.variants[0];
    expect(await checkout(checkoutBody([{ variant_id: variant?.id ?? '', quantity: 1 }]))).toMatchObject(
      badRequest(
        [`Variant ${variant?.id} (${unpriced?.title} — ${variant?.title}) has no price`],
        'variant_without_price',
      ),
    );
  });

  it('reports every problem together, with the code of the one to fix first', async () => {
    const { status, body } = await checkout(
      checkoutBody([
        { variant_id: soldOut.variant.id, quantity: 1 },
        { variant_id: 'var_unknown', quantity: 1 },
      ]),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('variant_not_found');
    expect(body.message).toHaveLength(2);
  });

  it.each([
    ['successUrl', '/success', 'successUrl must be a URL address'],
    ['successUrl', 'javascript:alert(1)', 'successUrl must be a URL address'],
    ['cancelUrl', 'ftp://files.example/cart', 'cancelUrl must be a URL address'],
  ])('refuses a %s that is not an absolute http(s) URL: %s', async (field, value, message) => {
    const body = { ...checkoutBody([{ variant_id: plentiful.variant.id, quantity: 1 }]), [field]: value };
    expect(await checkout(body)).toMatchObject(badRequest([message]));
  });

  it('refuses a malformed JSON body with a 400, not a crash', async () => {
    const { status, body } = await checkout('{"items": [');
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('refuses a body above 100 KB with a 413', async () => {
    const body = {
      ...checkoutBody([{ variant_id: plentiful.variant.id, quantity: 1 }]),
      locale: 'x'.repeat(120_000),
    };
    const { status, body: answer } = await checkout(body);
    expect(status).toBe(413);
    expect(answer).toEqual({
      message: 'request entity too large',
      error: 'Payload Too Large',
      statusCode: 413,
    });
  });

  it('keeps the shop addresses it was given for the payment page', async () => {
    const { body } = await checkout(checkoutBody([{ variant_id: plentiful.variant.id, quantity: 1 }]));
    const session = emulator.state.sessions.find(new URL(body.url).pathname.split('/').pop() ?? '');
    expect(session).toMatchObject({
      successUrl: `${SHOP_ORIGIN}/success`,
      cancelUrl: `${SHOP_ORIGIN}/cart`,
      status: 'open',
    });
  });
});
