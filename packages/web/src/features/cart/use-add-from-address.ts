import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addRequestFrom } from '../../state/add-form';
import { CartActor } from '../../state/app-actors';
import { addedFromAddressName } from './messages';

/**
 * An « Ajouter au panier » pressed before the app ran arrives as `/cart?add=…&variant=…&from=…&quantity=…`: once
 * hydrated, the cart page sends the cart the same `cart.add` the press would have sent (the cart fetches the live
 * stock, applies its rule and says the outcome, titled after where it was pressed) and takes it off the address,
 * so a reload or a back does not add it twice.
 */
export function useAddFromAddress() {
  const cart = CartActor.useActorRef();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // StrictMode runs an effect twice on mount: one address is one add.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const request = addRequestFrom(query, addedFromAddressName);
    if (!request || handled.current === query.toString()) return;
    handled.current = query.toString();
    cart.send({ type: 'cart.add', request });
    navigate('/cart', { replace: true });
  }, [query, cart, navigate]);
}
