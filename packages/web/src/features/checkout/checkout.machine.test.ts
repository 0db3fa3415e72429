import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CheckoutBody } from '../../storefront/client';
import { HttpError } from '../../storefront/http-error';
import { checkoutMachine } from './checkout.machine';

const items = [{ variant_id: 'var_1', quantity: 2 }];
const PAYMENT_PAGE = 'https://pay.example.test/session/1';

/** A checkout whose BFF answers with `answer` and whose navigation is recorded instead of leaving the page. */
function startCheckout(answer: (body: CheckoutBody) => Promise<string>) {
  const requests: CheckoutBody[] = [];
  const visited: string[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      createPaymentPage: fromPromise<string, CheckoutBody>(({ input }) => {
        requests.push(input);
        return answer(input);
      }),
    },
    actions: { navigate: (_, url) => visited.push(url) },
  });
  const actor = createActor(machine, { input: { locale: 'fr-FR', timeZone: 'Europe/Brussels' } });
  let stockRequests = 0;
  actor.on('checkout.outOfStock', () => {
    stockRequests += 1;
  });
  actor.start();
  return { actor, requests, visited, stockRequests: () => stockRequests };
}

describe('checkout machine', () => {
  it('refuses an empty cart without calling the BFF', () => {
    const { actor, requests } = startCheckout(async () => PAYMENT_PAGE);
    actor.send({ type: 'checkout.start', items: [] });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(requests).toEqual([]);
  });

  it('asks the BFF with the items, locale and time zone, then goes to the payment page', async () => {
    const { actor, requests, visited } = startCheckout(async () => PAYMENT_PAGE);
    actor.send({ type: 'checkout.start', items });
    expect(actor.getSnapshot().value).toBe('requesting');
    await waitFor(actor, (snapshot) => snapshot.matches('navigating'));
    expect(requests).toEqual([{ items, locale: 'fr-FR', timeZone: 'Europe/Brussels' }]);
    expect(visited).toEqual([PAYMENT_PAGE]);
    expect(actor.getSnapshot().context.url).toBe(PAYMENT_PAGE);
  });

  it('ignores a second start while the BFF answers', async () => {
    const { actor, requests } = startCheckout(async () => PAYMENT_PAGE);
    actor.send({ type: 'checkout.start', items });
    actor.send({ type: 'checkout.start', items });
    await waitFor(actor, (snapshot) => snapshot.matches('navigating'));
    expect(requests).toHaveLength(1);
  });

  it('fails, and can retry the same items', async () => {
    let attempts = 0;
    const { actor, requests, visited } = startCheckout(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('HTTP 502: Bad Gateway');
      return PAYMENT_PAGE;
    });
    actor.send({ type: 'checkout.start', items });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('navigating'));
    expect(requests.map((request) => request.items)).toEqual([items, items]);
    expect(visited).toEqual([PAYMENT_PAGE]);
  });

  it('defaults to French and the browser’s time zone', () => {
    const actor = createActor(checkoutMachine, { input: {} }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      locale: 'fr-FR',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  describe('when the store refuses for stock (409 insufficient_inventory)', () => {
    const refusal = async (): Promise<string> => {
      throw new HttpError(409, 'Conflict', 'insufficient_inventory');
    };

    it('asks for fresh stock and leaves nothing behind', async () => {
      const { actor, visited, stockRequests } = startCheckout(refusal);
      actor.send({ type: 'checkout.start', items });
      await waitFor(actor, (snapshot) => snapshot.matches('outOfStock'));
      expect(visited).toEqual([]);
      expect(stockRequests()).toBe(1);
    });

    it('lets the shopper pay again once the cart is adjusted', async () => {
      let calls = 0;
      const { actor, visited } = startCheckout(async () => {
        calls += 1;
        if (calls === 1) throw new HttpError(409, 'Conflict', 'insufficient_inventory');
        return PAYMENT_PAGE;
      });
      actor.send({ type: 'checkout.start', items });
      await waitFor(actor, (snapshot) => snapshot.matches('outOfStock'));
      actor.send({ type: 'checkout.start', items: [{ variant_id: 'var_1', quantity: 1 }] });
      await waitFor(actor, (snapshot) => snapshot.matches('navigating'));
      expect(visited).toEqual([PAYMENT_PAGE]);
    });

    it('fails as usual for any other error, a 409 without the code too', async () => {
      const { actor, stockRequests } = startCheckout(async () => {
        throw new HttpError(409, 'Conflict');
      });
      actor.send({ type: 'checkout.start', items });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(stockRequests()).toBe(0);
    });
  });
});
