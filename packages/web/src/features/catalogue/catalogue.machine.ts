import { collectionTable } from '../../app/collection-table';
import { resourceMachine } from '../../app/resource/resource.machine';
import { buildCatalogueIndex } from '../../domain/catalogue';
import { shopApi } from '../../storefront/shop-api';

/**
 * The shop's one fetch (SPEC §2): the whole catalogue, indexed once; every filter and sort then runs in the
 * browser. loading → loaded | failed, and « Réessayer » from failed.
 */
export const catalogueMachine = resourceMachine(async (_: undefined, signal) =>
  buildCatalogueIndex(await shopApi.loadProducts(signal), collectionTable),
);
