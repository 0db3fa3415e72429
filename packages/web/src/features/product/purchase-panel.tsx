import { Button, ButtonLink, Price, QuantityStepper, Stack, Text } from '@aurele/ui';
import { type FormEvent, useId, useState } from 'react';
import { cartableVariant, MAX_LINE_QUANTITY } from '../../domain/cart';
import type { Product, Variant } from '../../domain/product';
import { exceedsStock, type StockStatus, stockStatus } from '../../domain/stock';
import { wishlistItemFor } from '../../domain/wishlist';
import { keepClearOfChat } from '../../shared/keep-clear-of-chat';
import { contactUs } from '../../shared/messages';
import { productEnquiryPath } from '../../shared/product-enquiry';
import { RouterLink } from '../../shared/router-link';
import { addFormAction, addFormFields, addFormQuantity } from '../../state/add-form';
import { CartActor, WishlistActor } from '../../state/app-actors';
import { addToCart } from '../../state/cart-messages';
import { useInWishlist } from '../../state/use-in-wishlist';
import { priceOnRequest } from '../../widgets/product-tile/messages';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import {
  addToWishlist,
  notPurchasable,
  priceOnRequestReason,
  quantity as quantityLabels,
  removeFromWishlist,
  stockMessage,
} from './messages';
import * as styles from './product-view.css';
import { VariantPicker } from './variant-picker';

interface PurchasePanelProps {
  product: Product;
  /** undefined for a product without variants: it can only be a favourite. */
  variant: Variant | undefined;
  onVariantChange: (variant: Variant) => void;
  /** The live stock is on its way: « unknown » is not said yet, it may only be late. */
  stockPending: boolean;
}

const stockTone: Record<StockStatus['kind'], 'positive' | 'caution' | 'critical' | 'secondary'> = {
  'in-stock': 'positive',
  insufficient: 'caution',
  'sold-out': 'critical',
  unknown: 'caution',
  untracked: 'secondary',
};

/** Why the add button is disabled whatever the quantity, said under it; the stock line says the rest. */
function blockedReason(product: Product, variant: Variant | undefined): string | null {
  if (!product.purchasable) return notPurchasable;
  if (!variant?.price) return priceOnRequestReason;
  return null;
}

/**
 * Price, variant, quantity and the two actions. The add button is disabled while the quantity exceeds the stock,
 * or for a product that cannot be bought (docs/product/decisions.md); a product without a price (« Prix sur demande ») offers
 * « Nous contacter » in its place, a link to the contact page with the product named. The cart
 * decides the rest and says a refusal under « Oups! Quelque chose s'est mal passé. ». The panel is a GET form to
 * /cart (`add-form.ts`): pressed before the app runs, it goes there and the cart page sends the `cart.add`; once
 * the app runs, the submit sends it here, with the product and what it knows of its stock (the cart asks for it
 * when it is not known yet). So the button never turns off and on again under the shopper's finger: it is held
 * back only for what the stock it knows rules out.
 */
export function PurchasePanel({ product, variant, onVariantChange, stockPending }: PurchasePanelProps) {
  const [quantity, setQuantity] = useState(1);
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  const saved = useInWishlist(product.id);
  const reasonId = useId();
  const price = variant?.price;
  const stock = variant && stockStatus(variant, quantity);
  const message = stock && !(stockPending && stock.kind === 'unknown') && stockMessage(stock);
  const reason = blockedReason(product, variant);
  const cartable = variant && cartableVariant(variant);
  const addable =
    reason === null && cartable && stock?.kind !== 'sold-out' && !exceedsStock(cartable, quantity)
      ? cartable
      : null;
  // Held back only for what the stock it knows rules out; with the stock unknown, the cart asks for it.
  const pressable =
    variant && reason === null && (stock?.kind === 'unknown' || addable !== null) ? variant : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pressable) return;
    cart.send({
      type: 'cart.add',
      request: {
        productId: product.id,
        variantId: pressable.id,
        name: product.title,
        quantity,
        from: 'panel',
        product,
      },
    });
  };

  return (
    // Busy while the live stock is on its way: what the panel says of it is not known yet.
    <form
      action={addFormAction}
      method="get"
      onSubmit={submit}
      aria-busy={stockPending || undefined}
      {...keepClearOfChat}
    >
      {variant &&
        Object.entries(addFormFields(product.id, variant.id, 'panel')).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <Stack space="xlarge">
        {price ? (
          <Price size="large" {...shownPrice(price, price.currency, price.currency_info)} />
        ) : (
          <Text size="large" weight="medium" tone="secondary">
            {priceOnRequest}
          </Text>
        )}
        {variant && <VariantPicker product={product} variant={variant} onChange={onVariantChange} />}
        {/* Sold « sur demande », a product has no quantity to choose nor stock to tell. */}
        {price && (
          <div className={styles.quantityRow}>
            <QuantityStepper
              label={quantityLabels.label}
              decrementLabel={quantityLabels.decrement}
              incrementLabel={quantityLabels.increment}
              name={addFormQuantity}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={MAX_LINE_QUANTITY}
            />
            {/* Announced as the variant or the quantity changes. */}
            <div role="status" className={styles.stock}>
              {stock && message && (
                <Text size="small" weight="medium" tone={stockTone[stock.kind]}>
                  {message}
                </Text>
              )}
            </div>
          </div>
        )}
        <Stack space="medium">
          {price ? (
            <Button
              type="submit"
              size="large"
              width="full"
              icon="bag"
              disabled={pressable === null}
              aria-describedby={reason ? reasonId : undefined}
            >
              {addToCart}
            </Button>
          ) : (
            // Sold « sur demande », a product is asked for, not added: the contact page, the product named.
            <ButtonLink
              href={productEnquiryPath(product.title)}
              render={<RouterLink />}
              size="large"
              width="full"
              icon="mail"
              aria-describedby={reasonId}
            >
              {contactUs}
            </ButtonLink>
          )}
          <Button
            variant="secondary"
            size="large"
            width="full"
            icon={saved ? 'heartFilled' : 'heart'}
            onClick={() =>
              wishlist.send({ type: 'wishlist.toggle', item: wishlistItemFor(product, variant) })
            }
          >
            {saved ? removeFromWishlist : addToWishlist}
          </Button>
          {reason && (
            <Text id={reasonId} size="small" tone="secondary">
              {reason}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
