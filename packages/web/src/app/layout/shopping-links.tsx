import { IconLink } from '@aurele/ui';
import { useLocation } from 'react-router-dom';
import { cartUnits } from '../../domain/cart-totals';
import { useCartDrawer } from '../../features/cart/cart-drawer-host';
import { opensElsewhere } from '../../shared/opens-elsewhere';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { CartActor, WishlistActor } from '../../state/app-actors';
import { cartLinkLabel, wishlistLinkLabel } from './messages';

/**
 * The header's wishlist and cart, with their counts: items saved, units in the cart (docs/product/decisions.md).
 * The bag is a link to /cart; once the app runs, a plain press opens the cart drawer instead (on /cart itself the
 * page is the cart).
 */
export function ShoppingLinks() {
  // The counts come from browser storage: none in the prerendered header.
  const hydrated = useHydrated();
  const storedItems = WishlistActor.useSelector((snapshot) => snapshot.context.items.length);
  const storedUnits = CartActor.useSelector((snapshot) => cartUnits(snapshot.context.lines));
  const savedItems = hydrated ? storedItems : 0;
  const units = hydrated ? storedUnits : 0;
  const drawer = useCartDrawer();
  const onCartPage = useLocation().pathname === '/cart';
  const bagOpensDrawer = hydrated && drawer !== null && !onCartPage;
  return (
    <>
      <IconLink
        href="/wishlist"
        render={<RouterLink />}
        icon="heart"
        count={savedItems}
        label={wishlistLinkLabel(savedItems)}
      />
      <IconLink
        href="/cart"
        render={<RouterLink />}
        icon="bag"
        count={units}
        label={cartLinkLabel(units)}
        {...(bagOpensDrawer && {
          onPointerEnter: drawer.preload,
          onFocus: drawer.preload,
          onClick: (event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            drawer.openCart();
          },
        })}
      />
    </>
  );
}
