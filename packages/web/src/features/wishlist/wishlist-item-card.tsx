import { Box, Button, ProductCard, Stack, VisuallyHidden } from '@aurele/ui';
import { itemPrice, type WishlistItem } from '../../domain/wishlist';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { addToCart } from '../../state/cart-messages';
import { imageSource } from '../../storefront/images/image-sources';
import { priceOnRequest } from '../../widgets/product-tile/messages';
import { QuickAdd } from '../../widgets/product-tile/quick-add';
import { wishlistMessages } from './messages';

export interface WishlistItemCardProps {
  item: WishlistItem;
  onRemove: () => void;
}

/** The product page, on the saved variant when there is one. */
function itemPath(item: WishlistItem): string {
  const path = productPath({ id: item.productId });
  return item.variantId ? `${path}?variant=${encodeURIComponent(item.variantId)}` : path;
}

/**
 * A saved product: image, brand, name and price, « Ajouter au panier », and « Retirer ». The add opens quick add's
 * picker on the saved colour, with the live stock of each size: the saved variant may have sold out since, and
 * another size may not (issue 27). A product without a price stays a favourite, « Prix sur demande », and cannot
 * go to the cart.
 */
export function WishlistItemCard({ item, onRemove }: WishlistItemCardProps) {
  const href = itemPath(item);
  const price = itemPrice(item);
  return (
    <Stack space="small">
      <ProductCard
        title={item.name}
        brand={item.brand ?? undefined}
        href={href}
        render={<RouterLink />}
        image={item.image ? { ...imageSource(item.image, 'wishlist'), alt: '' } : undefined}
        price={price ?? { label: priceOnRequest }}
        headingLevel={2}
        addToCart={
          price === null ? (
            { label: addToCart, onAdd: () => undefined, disabled: true }
          ) : (
            <QuickAdd
              productId={item.productId}
              title={item.name}
              href={href}
              label={addToCart}
              layout="grid"
              variantId={item.variantId}
              from="wishlist"
            />
          )
        }
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
