import { lazy } from 'react';
import type { LazyCartDrawer } from '../../features/cart/cart-drawer-host';

const load = () => import('../cart-drawer-with-checkout');

/** The cart drawer, downloaded on first want (an add, the bag pointed at). */
export const cartDrawer: LazyCartDrawer = {
  Drawer: lazy(() => load().then((module) => ({ default: module.CartDrawerWithCheckout }))),
  load,
};
