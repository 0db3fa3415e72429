import { resourceMachine } from '../../shared/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

/** « Vous aimerez aussi » of a product, asked once the section comes near the screen. */
export const relatedMachine = resourceMachine((productId: string, signal) =>
  shopApi.loadRelated(productId, signal),
);
