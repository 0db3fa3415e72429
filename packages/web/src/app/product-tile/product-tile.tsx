import { ProductCard } from '@aurele/ui';
import { brandName } from '../../domain/brand';
import { cartLineFor } from '../../domain/cart';
import { isOnSale, payablePrice } from '../../domain/price';
import type { Product } from '../../domain/product';
import { wishlistItemFor } from '../../domain/wishlist';
import { addToCartFailedInList } from '../messages';
import { RouterLink } from '../router-link';
import { WishlistActor } from '../state/app-actors';
import { addToWishlist, originalPriceLabel, salePriceLabel, tileButton } from './messages';
import { tileAction } from './tile-action';
import { useAddToCart } from './use-add-to-cart';

export interface ProductTileProps {
  product: Product;
  /** `grid` in grids (home, shop); `list` in the shop's list view and the wishlist. */
  layout: 'grid' | 'list';
  /** 2 under a page title (the shop's grid), 3 under a section title (the home page). */
  headingLevel?: 2 | 3;
}

export function productPath(product: Pick<Product, 'id'>): string {
  return `/product/${encodeURIComponent(product.id)}`;
}

/**
 * A product in a list, with the shop's actions: the heart saves or forgets it, the button adds a one-variant
 * product to the cart (or says why not); for a product with several variants, a link leads to its page.
 */
export function ProductTile({ product, layout, headingLevel = 3 }: ProductTileProps) {
  const addLine = useAddToCart(addToCartFailedInList);
  const wishlist = WishlistActor.useActorRef();
  const saved = WishlistActor.useSelector(({ context }) =>
    context.items.some((item) => item.productId === product.id),
  );
  const action = tileAction(product);
  const href = productPath(product);

  const onAdd = () => {
    if (action.kind === 'add') addLine(cartLineFor(product, action.variant, 1));
  };
  return (
    <ProductCard
      title={product.title}
      subtitle={product.subtitle ?? undefined}
      brand={brandName(product.brand) ?? undefined}
      href={href}
      render={<RouterLink />}
      image={product.image ? { src: product.image, alt: '' } : undefined}
      ribbon={product.ribbon_text ?? undefined}
      price={{
        amount: payablePrice(product),
        originalAmount: isOnSale(product) ? product.price_in_cents : undefined,
        currency: product.currency,
        saleLabel: salePriceLabel,
        originalLabel: originalPriceLabel,
      }}
      layout={layout}
      headingLevel={headingLevel}
      wishlist={{
        label: addToWishlist(product.title),
        saved,
        onToggle: () => wishlist.send({ type: 'wishlist.toggle', item: wishlistItemFor(product) }),
      }}
      addToCart={
        action.kind === 'choose'
          ? { label: tileButton.choose, href, render: <RouterLink /> }
          : {
              label: tileButton[action.kind],
              onAdd,
              disabled: action.kind === 'sold-out' || action.kind === 'unavailable',
            }
      }
    />
  );
}
