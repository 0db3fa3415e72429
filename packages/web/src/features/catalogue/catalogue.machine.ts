import { buildCatalogueIndex } from '../../domain/catalogue';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { collectionTable } from '../../storefront/collection-table';
import { shopApi } from '../../storefront/shop-api';

/**
 * The shop's one fetch (SPEC §2): the whole catalogue, indexed once; every filter and sort then runs in the
 * browser. loading → loaded | failed, and « Réessayer » from failed.
 */
export const catalogueMachine = resourceMachine(async (_: undefined, signal) =>
  buildCatalogueIndex(await shopApi.loadProducts(signal), collectionTable),
);
