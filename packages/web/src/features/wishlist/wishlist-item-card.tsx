import { Box, Button, ProductCard, Stack, VisuallyHidden } from '@aurele/ui';
import type { WishlistItem } from '../../domain/wishlist';
import { RouterLink } from '../../shared/router-link';
import { addToCart } from '../../state/cart-messages';
import { imageSource } from '../../storefront/images/image-sources';
import { priceOnRequest } from '../../widgets/product-tile/messages';
import { productPath } from '../../widgets/product-tile/product-tile';
import { wishlistMessages } from './messages';

export interface WishlistItemCardProps {
  item: WishlistItem;
  /** While its stock is checked before going to the cart. */
  adding?: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** The product page, on the saved variant when there is one. */
function itemPath(item: WishlistItem): string {
  const path = productPath({ id: item.productId });
  return item.variantId ? `${path}?variant=${encodeURIComponent(item.variantId)}` : path;
}

/**
 * A saved product: image, brand, name and price, « Ajouter au panier », and « Retirer ». A product without a
 * price stays a favourite, « Prix sur demande », and cannot go to the cart.
 */
export function WishlistItemCard({ item, adding = false, onAddToCart, onRemove }: WishlistItemCardProps) {
  const price =
    item.priceInCents !== null && item.currency !== null
      ? { amount: item.priceInCents, currency: item.currency, display: item.currencyDisplay }
      : null;
  return (
    <Stack space="small">
      <ProductCard
        title={item.name}
        brand={item.brand ?? undefined}
        href={itemPath(item)}
        render={<RouterLink />}
        image={item.image ? { ...imageSource(item.image, 'wishlist'), alt: '' } : undefined}
        price={price ?? { label: priceOnRequest }}
        headingLevel={2}
        addToCart={{ label: addToCart, onAdd: onAddToCart, loading: adding, disabled: price === null }}
      />
      <Box textAlign="center">
        <Button variant="link" tone="neutral" size="small" onClick={onRemove}>
          {wishlistMessages.remove}
          <VisuallyHidden>{wishlistMessages.removeContext(item.name)}</VisuallyHidden>
        </Button>
      </Box>
    </Stack>
  );
}
