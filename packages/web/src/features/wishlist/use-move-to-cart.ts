import { useState } from 'react';
import { addToCartFailedInList } from '../../app/messages';
import { addToCartFailedNotice } from '../../app/product-tile/messages';
import { useAddToCart } from '../../app/product-tile/use-add-to-cart';
import { ToasterActor, WishlistActor } from '../../app/state/app-actors';
import { cartLineFor } from '../../domain/cart';
import type { WishlistItem } from '../../domain/wishlist';
import { shopApi } from '../../storefront/shop-api';
import { wishlistMessages } from './messages';

export interface MoveToCart {
  /** Adds one unit of the saved variant to the cart and, if the cart took it, takes the item off the wishlist. */
  move: (item: WishlistItem) => Promise<void>;
  /** The product being checked, whose button shows the wait. */
  pendingProductId: string | null;
}

/**
 * « Ajouter au panier » on the wishlist. The item only remembers a price: the stock rule (SPEC §5) needs the
 * variant's live stock, so the product is fetched fresh first. A refusal leaves the item where it is and says why
 * under « Erreur d'ajout au panier ».
 */
export function useMoveToCart(): MoveToCart {
  const addLine = useAddToCart(addToCartFailedInList);
  const wishlist = WishlistActor.useActorRef();
  const toaster = ToasterActor.useActorRef();
  const [pendingProductId, setPendingProductId] = useState<string | null>(null);

  const refuse = (message: string) =>
    toaster.send({ type: 'toaster.show', notice: addToCartFailedNotice(addToCartFailedInList, message) });

  const move = async (item: WishlistItem) => {
    setPendingProductId(item.productId);
    try {
      const products = await shopApi.loadProductsWithStock([item.productId]);
      const product = products.find((candidate) => candidate.id === item.productId);
      const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
      if (!product?.purchasable || !variant) return refuse(wishlistMessages.noLongerAvailable(item.name));
      if (addLine(cartLineFor(product, variant, 1))) {
        wishlist.send({ type: 'wishlist.remove', productId: item.productId });
      }
    } catch {
      refuse(wishlistMessages.stockUnknown);
    } finally {
      setPendingProductId(null);
    }
  };

  return { move, pendingProductId };
}
