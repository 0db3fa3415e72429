import { CartPage } from '../features/cart/cart-page';
import { CheckoutButton } from '../features/checkout/checkout-button';

/** /cart with the checkout feature's payment button: features never import each other, the app composes them. */
export function CartWithCheckout() {
  return <CartPage checkout={CheckoutButton} />;
}
