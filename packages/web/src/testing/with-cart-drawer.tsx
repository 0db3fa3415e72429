import type { Decorator } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { CartDrawer } from '../features/cart/cart-drawer';
import { CartDrawerHost, type LazyCartDrawer } from '../features/cart/cart-drawer-host';
import { CheckoutButton } from '../features/checkout/checkout-button';

/** The drawer as the app gives it, already downloaded. */
const storyDrawer: LazyCartDrawer = {
  Drawer: (props) => <CartDrawer {...props} checkout={CheckoutButton} />,
  load: async () => undefined,
};

/**
 * Opens the cart drawer on a story's adds, as the layout does on every page. List it before `withAppProviders`
 * (`decorators: [withCartDrawer, withAppProviders]`), so that it sits inside the app's actors and router.
 */
export const withCartDrawer: Decorator = (Story) => (
  <CartDrawerHost drawer={storyDrawer}>
    <Story />
  </CartDrawerHost>
);

/** The drawer an add opened (at the end of the page, outside the story's canvas), headed « Ajouté au panier ». */
export function addedToCartDrawer(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Ajouté au panier' });
}
