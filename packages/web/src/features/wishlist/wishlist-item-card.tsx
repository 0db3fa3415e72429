import { Box, Button, ProductCard, Stack, VisuallyHidden } from '@aurele/ui';
import { addToCart } from '../../app/product-tile/messages';
import { productPath } from '../../app/product-tile/product-tile';
import { RouterLink } from '../../app/router-link';
import type { WishlistItem } from '../../domain/wishlist';
import { wishlistMessages } from './messages';

export interface WishlistItemCardProps {
  item: WishlistItem;
  /** While its stock is checked before going to the cart. */
  adding?: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** A saved product: image, brand, name and price, « Ajouter au panier », and « Retirer ». */
export function WishlistItemCard({ item, adding = false, onAddToCart, onRemove }: WishlistItemCardProps) {
  return (
    <Stack space="small">
      <ProductCard
        title={item.name}
        brand={item.brand ?? undefined}
        href={`${productPath({ id: item.productId })}?variant=${encodeURIComponent(item.variantId)}`}
        render={<RouterLink />}
        image={item.image ? { src: item.image, alt: '' } : undefined}
        price={{ amount: item.priceInCents, currency: item.currency }}
        headingLevel={2}
        addToCart={{ label: addToCart, onAdd: onAddToCart, loading: adding }}
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
