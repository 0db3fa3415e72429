import { CartDrawer, type CartDrawerProps } from '../features/cart/cart-drawer';
import { CheckoutButton } from '../features/checkout/checkout-button';

/** The cart drawer with the checkout feature's payment button (« Commander »): the app composes the two. */
export function CartDrawerWithCheckout(props: Omit<CartDrawerProps, 'checkout'>) {
  return <CartDrawer {...props} checkout={CheckoutButton} />;
}
