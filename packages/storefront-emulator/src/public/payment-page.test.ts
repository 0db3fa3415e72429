import { houseDelivery } from '@aurele/storefront-contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../payment/money.js';
import { maisonAurele } from '../profiles/maison-aurele.js';
import {
  findVariant,
  openSession,
  PUBLIC_ORIGIN,
  postForm,
  SHOP_ORIGIN,
  stockOf,
  testEmulator,
} from '../testing/fixture.js';

const euros = (amount: number) => formatMoney(amount, maisonAurele);
const unitPrice = (found: ReturnType<typeof findVariant>) =>
  found.variant.prices[0]?.sale_amount ?? found.variant.prices[0]?.amount ?? 0;

describe('the hosted payment page', () => {
  it('shows the shop, the lines, the totals and a simulated card form, in French', async () => {
    const emulator = testEmulator();
    const found = findVariant(
      emulator,
      ({ variant }) => (variant.stock ?? 0) >= 3 && unitPrice({ variant } as never) >= 20_000,
    );
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 2 }]);
    const response = await emulator.public.request(path);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=UTF-8/i);
    expect(page).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(page).toContain('Maison Aurèle');
    expect(page).toContain(found.product.title);
    expect(page).toContain(found.variant.title);
    expect(page).toContain(`Quantité : 2 × ${euros(unitPrice(found))}`);
    expect(page).toContain(`<p class="line-total">${euros(2 * unitPrice(found))}</p>`);
    for (const label of ['Titulaire de la carte', 'Numéro de carte', 'Expiration (MM/AA)', 'CVC']) {
      expect(page).toMatch(new RegExp(`<label for="[a-z-]+">${label.replace(/[()]/g, '\\$&')}</label>`));
    }
    expect(page).toContain('Simulation.');
    expect(page).toContain(`<form method="post" action="${path}/pay">`);
    expect(page).toMatch(/<button class="button button-primary" type="submit">Payer<\/button>/);
    expect(page).toContain(`formaction="${path}/cancel" formnovalidate>Annuler</button>`);
    expect(page).not.toMatch(/<(script|link)\b|src="http(?!:\/\/localhost:8082)/);
  });

  it('writes amounts the French way', () => {
    expect(euros(123_450)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(euros(790)).toBe('7,90\u00a0€');
  });

  it('offers delivery from 150,00 € of subtotal', async () => {
    const emulator = testEmulator();
    const found = findVariant(
      emulator,
      ({ variant }) =>
        (variant.stock ?? 0) >= 2 && unitPrice({ variant } as never) >= houseDelivery.freeFromInCents,
    );
    const page = await (
      await emulator.public.request(
        await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]),
      )
    ).text();
    expect(page).toContain('<dt>Livraison standard</dt><dd>Offerte</dd>');
    expect(page).toContain(`<div class="grand"><dt>Total</dt><dd>${euros(unitPrice(found))}</dd></div>`);
  });

  it('charges 7,90 € of delivery below 150,00 €, and adds it to the total', async () => {
    const emulator = testEmulator();
    const found = findVariant(
      emulator,
      ({ variant }) =>
        (variant.stock ?? 0) >= 2 && 2 * unitPrice({ variant } as never) < houseDelivery.freeFromInCents,
    );
    const page = await (
      await emulator.public.request(
        await openSession(emulator, [{ variant_id: found.variant.id, quantity: 2 }]),
      )
    ).text();
    const subtotal = 2 * unitPrice(found);
    expect(page).toContain(`<dt>Sous-total</dt><dd>${euros(subtotal)}</dd>`);
    expect(page).toContain(`<dt>Livraison standard</dt><dd>${euros(houseDelivery.standardInCents)}</dd>`);
    expect(page).toContain(
      `<div class="grand"><dt>Total</dt><dd>${euros(subtotal + houseDelivery.standardInCents)}</dd></div>`,
    );
  });

  it('lets the browser post only to itself and back to the shop, and is never cached', async () => {
    const emulator = testEmulator();
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 1);
    const response = await emulator.public.request(
      await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${SHOP_ORIGIN};`);
    expect(policy).toContain(`img-src 'self' ${PUBLIC_ORIGIN};`);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('paying and cancelling', () => {
  it('Payer takes the stock and sends the shopper to the success address with a 303', async () => {
    const emulator = testEmulator();
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 3);
    const before = (await stockOf(emulator, found)) ?? 0;
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 2 }]);
    const response = await postForm(emulator.public, `${path}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP_ORIGIN}/success`);
    expect(await stockOf(emulator, found)).toBe(before - 2);
  });

  it('a session is paid only once: the second Payer is refused with a French page', async () => {
    const emulator = testEmulator();
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 5);
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]);
    await postForm(emulator.public, `${path}/pay`);
    const again = await postForm(emulator.public, `${path}/pay`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Commande déjà réglée');
    expect(await stockOf(emulator, found)).toBe((found.variant.stock ?? 0) - 1);
    expect((await emulator.public.request(path)).status).toBe(409);
  });

  it('refuses to charge when the stock went meanwhile, and shows the page again with the reason', async () => {
    const emulator = testEmulator();
    const scarce = findVariant(emulator, ({ variant }) => variant.stock === 2);
    const first = await openSession(emulator, [{ variant_id: scarce.variant.id, quantity: 2 }]);
    const second = await openSession(emulator, [{ variant_id: scarce.variant.id, quantity: 1 }]);
    expect((await postForm(emulator.public, `${first}/pay`)).status).toBe(303);
    const refused = await postForm(emulator.public, `${second}/pay`);
    const page = await refused.text();
    expect(refused.status).toBe(409);
    expect(page).toContain('role="alert"');
    expect(page).toContain(
      `Stock insuffisant pour « ${scarce.product.title} » (${scarce.variant.title}) : il n'en reste plus.`,
    );
    expect(page).toContain("Votre carte n'a pas été débitée.");
    expect(page).toContain('>Payer</button>');
    expect(await stockOf(emulator, scarce)).toBe(0);
    expect(emulator.state.sessions.find(second.split('/').pop() ?? '')?.status).toBe('open');
  });

  it('takes nothing when one line of several is short', async () => {
    const emulator = testEmulator();
    const plenty = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 5);
    const scarce = findVariant(emulator, ({ variant }) => variant.stock === 1);
    const path = await openSession(emulator, [
      { variant_id: plenty.variant.id, quantity: 1 },
      { variant_id: scarce.variant.id, quantity: 1 },
    ]);
    await openSession(emulator, [{ variant_id: scarce.variant.id, quantity: 1 }]).then((other) =>
      postForm(emulator.public, `${other}/pay`),
    );
    expect((await postForm(emulator.public, `${path}/pay`)).status).toBe(409);
    expect(await stockOf(emulator, plenty)).toBe(plenty.variant.stock);
  });

  it('Annuler sends the shopper back to the cancel address, and the session can no longer be paid', async () => {
    const emulator = testEmulator();
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 1);
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]);
    const response = await postForm(emulator.public, `${path}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP_ORIGIN}/cart`);
    const pay = await postForm(emulator.public, `${path}/pay`);
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain('Paiement annulé');
    expect(await stockOf(emulator, found)).toBe(found.variant.stock);
  });

  it('answers an unknown session with a French 404 page', async () => {
    const emulator = testEmulator();
    for (const request of [
      emulator.public.request('/checkout/cs_unknown'),
      postForm(emulator.public, '/checkout/cs_unknown/pay'),
      postForm(emulator.public, '/checkout/cs_unknown/cancel'),
    ]) {
      const response = await request;
      expect(response.status).toBe(404);
      const page = await response.text();
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('Session de paiement introuvable');
    }
  });

  it('expires a session after 30 minutes', async () => {
    let time = Date.parse('2026-11-21T12:00:00Z');
    const emulator = testEmulator({ clock: () => time });
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 1);
    const path = await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]);
    time += 29 * 60_000;
    expect((await emulator.public.request(path)).status).toBe(200);
    time += 60_000;
    const expired = await emulator.public.request(path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Session de paiement expirée');
    expect((await postForm(emulator.public, `${path}/pay`)).status).toBe(410);
    expect(await stockOf(emulator, found)).toBe(found.variant.stock);
  });

  it('shows the expiry time in the shopper’s time zone', async () => {
    const emulator = testEmulator({ clock: () => Date.parse('2026-11-21T12:00:00Z') });
    const found = findVariant(emulator, ({ variant }) => (variant.stock ?? 0) >= 1);
    const page = await (
      await emulator.public.request(
        await openSession(emulator, [{ variant_id: found.variant.id, quantity: 1 }]),
      )
    ).text();
    expect(page).toContain("reste valable jusqu'à 13:30.");
  });
});
