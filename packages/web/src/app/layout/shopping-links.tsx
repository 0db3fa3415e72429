import { IconLink } from '@aurele/ui';
import { cartUnits } from '../../domain/cart-totals';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { CartActor, WishlistActor } from '../../state/app-actors';
import { cartLinkLabel, wishlistLinkLabel } from './messages';

/** The header's wishlist and cart, with their counts: items saved, units in the cart (docs/product/decisions.md). */
export function ShoppingLinks() {
  // The counts come from browser storage: none in the prerendered header.
  const hydrated = useHydrated();
  const storedItems = WishlistActor.useSelector((snapshot) => snapshot.context.items.length);
  const storedUnits = CartActor.useSelector((snapshot) => cartUnits(snapshot.context.lines));
  const savedItems = hydrated ? storedItems : 0;
  const units = hydrated ? storedUnits : 0;
  return (
    <>
      <IconLink
        href="/wishlist"
        render={<RouterLink />}
        icon="heart"
        count={savedItems}
        label={wishlistLinkLabel(savedItems)}
      />
      <IconLink href="/cart" render={<RouterLink />} icon="bag" count={units} label={cartLinkLabel(units)} />
    </>
  );
}
