import { resourceMachine } from '../../app/resource/resource.machine';
import { shopApi } from '../../storefront/shop-api';

/** The product page's fetch (SPEC §4): the product with its gallery and live stock. loading → loaded | failed. */
export const productMachine = resourceMachine((id: string, signal) => shopApi.loadProduct(id, signal));
