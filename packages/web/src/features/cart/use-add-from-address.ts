import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addRequestFrom } from '../../state/product-tile/add-form';
import { useLiveAdd } from '../../state/product-tile/use-live-add';
import { addedFromAddressName } from './messages';

/**
 * An « Ajouter au panier » pressed before the app ran arrives as `/cart?add=…&variant=…&quantity=…`: once
 * hydrated, the cart page adds it like a list does (live stock first, then the cart's stock rule, the toaster says
 * how it went) and takes it off the address, so a reload or a back does not add it twice.
 */
export function useAddFromAddress() {
  const { add } = useLiveAdd();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // StrictMode runs an effect twice on mount: one address is one add.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const request = addRequestFrom(query, addedFromAddressName);
    if (!request || handled.current === query.toString()) return;
    handled.current = query.toString();
    add(request);
    navigate('/cart', { replace: true });
  }, [query, add, navigate]);
}
