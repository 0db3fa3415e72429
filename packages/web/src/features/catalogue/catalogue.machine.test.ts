import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CatalogueIndex } from '../../domain/catalogue';
import { resourceState } from '../../shared/resource/resource.machine';
import { HttpError } from '../../storefront/http-error';
import { shopApi } from '../../storefront/shop-api';
import { aProduct } from '../../testing/catalogue-fixtures';
import { catalogueMachine } from './catalogue.machine';

afterEach(() => vi.restoreAllMocks());

function startCatalogue() {
  return createActor(catalogueMachine, { input: { value: undefined } }).start();
}

describe('catalogue machine', () => {
  it('fetches the whole list once and indexes it', async () => {
    const load = vi
      .spyOn(shopApi, 'loadProducts')
      .mockResolvedValue([aProduct({ id: 'b', order: 2 }), aProduct({ id: 'a', order: 1 })]);
    const actor = startCatalogue();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    const state = resourceState<CatalogueIndex>(actor.getSnapshot());
    expect(state.status === 'loaded' && state.data.sorted.featured.map(({ product }) => product.id)).toEqual([
      'a',
      'b',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the error for the page, then loads again on « Réessayer »', async () => {
    const failure = new HttpError(503, 'Service Unavailable');
    vi.spyOn(shopApi, 'loadProducts').mockRejectedValueOnce(failure).mockResolvedValueOnce([aProduct()]);
    const actor = startCatalogue();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(failure);
    actor.send({ type: 'resource.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
  });
});
