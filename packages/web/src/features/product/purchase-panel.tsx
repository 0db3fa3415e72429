import { Button, Price, QuantityStepper, Stack, Text } from '@aurele/ui';
import { useState } from 'react';
import { addToCartFailedOnProductPage } from '../../app/messages';
import { addToCart, originalPriceLabel, salePriceLabel } from '../../app/product-tile/messages';
import { useAddToCart } from '../../app/product-tile/use-add-to-cart';
import { WishlistActor } from '../../app/state/app-actors';
import { cartLineFor, MAX_LINE_QUANTITY } from '../../domain/cart';
import { isOnSale, payablePrice } from '../../domain/price';
import type { Product, Variant } from '../../domain/product';
import { exceedsStock, type StockStatus, stockStatus } from '../../domain/stock';
import { wishlistItemFor } from '../../domain/wishlist';
import {
  addToWishlist,
  notPurchasable,
  quantity as quantityLabels,
  removeFromWishlist,
  stockMessage,
} from './messages';
import * as styles from './product-view.css';
import { VariantPicker } from './variant-picker';

interface PurchasePanelProps {
  product: Product;
  variant: Variant;
  onVariantChange: (variant: Variant) => void;
}

const stockTone: Record<StockStatus['kind'], 'positive' | 'caution' | 'critical' | 'secondary'> = {
  'in-stock': 'positive',
  insufficient: 'caution',
  'sold-out': 'critical',
  untracked: 'secondary',
};

/**
 * Price, variant, quantity and the two actions. The add button is disabled only while the quantity exceeds the
 * stock or the product cannot be bought (DECISIONS.md); beyond what the cart may still take, the cart refuses
 * and the page says so under « Oups! Quelque chose s'est mal passé. ».
 */
export function PurchasePanel({ product, variant, onVariantChange }: PurchasePanelProps) {
  const [quantity, setQuantity] = useState(1);
  const addLine = useAddToCart(addToCartFailedOnProductPage);
  const wishlist = WishlistActor.useActorRef();
  const saved = WishlistActor.useSelector(({ context }) =>
    context.items.some((item) => item.productId === product.id),
  );
  const stock = stockStatus(variant, quantity);
  const message = stockMessage(stock);
  const blocked = !product.purchasable || exceedsStock(variant, quantity);

  return (
    <Stack space="xlarge">
      <Price
        size="large"
        amount={payablePrice(variant)}
        originalAmount={isOnSale(variant) ? variant.price_in_cents : undefined}
        currency={variant.currency}
        saleLabel={salePriceLabel}
        originalLabel={originalPriceLabel}
      />
      <VariantPicker product={product} variant={variant} onChange={onVariantChange} />
      <div className={styles.quantityRow}>
        <QuantityStepper
          label={quantityLabels.label}
          decrementLabel={quantityLabels.decrement}
          incrementLabel={quantityLabels.increment}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={MAX_LINE_QUANTITY}
        />
        {/* Announced as the variant or the quantity changes. */}
        <div role="status" className={styles.stock}>
          {message && (
            <Text size="small" weight="medium" tone={stockTone[stock.kind]}>
              {message}
            </Text>
          )}
        </div>
      </div>
      <Stack space="medium">
        <Button
          size="large"
          width="full"
          icon="bag"
          disabled={blocked}
          onClick={() => addLine(cartLineFor(product, variant, quantity))}
        >
          {addToCart}
        </Button>
        <Button
          variant="secondary"
          size="large"
          width="full"
          icon={saved ? 'heartFilled' : 'heart'}
          onClick={() => wishlist.send({ type: 'wishlist.toggle', item: wishlistItemFor(product, variant) })}
        >
          {saved ? removeFromWishlist : addToWishlist}
        </Button>
        {!product.purchasable && (
          <Text size="small" tone="secondary">
            {notPurchasable}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
