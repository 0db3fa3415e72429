import { IconLink } from '@aurele/ui';
import { cartUnits } from '../../domain/cart-totals';
import { RouterLink } from '../router-link';
import { CartActor, WishlistActor } from '../state/app-actors';
import { cartLinkLabel, wishlistLinkLabel } from './messages';

/** The header's wishlist and cart, with their counts: items saved, units in the cart (DECISIONS.md). */
export function ShoppingLinks() {
  const savedItems = WishlistActor.useSelector((snapshot) => snapshot.context.items.length);
  const units = CartActor.useSelector((snapshot) => cartUnits(snapshot.context.lines));
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
