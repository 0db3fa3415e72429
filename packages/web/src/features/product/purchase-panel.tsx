import { Button, ButtonLink, Price, QuantityStepper, Stack, Text } from '@aurele/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { cartableVariant, MAX_LINE_QUANTITY } from '../../domain/cart';
import type { Product, Variant } from '../../domain/product';
import { exceedsStock, type StockStatus, stockStatus } from '../../domain/stock';
import { sizeChoice, valuesOf } from '../../domain/variant-choice';
import { wishlistItemFor } from '../../domain/wishlist';
import { keepClearOfChat } from '../../shared/keep-clear-of-chat';
import { contactUs } from '../../shared/messages';
import { productEnquiryPath } from '../../shared/product-enquiry';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { addFormAction, addFormFields, addFormQuantity, addFormVariant } from '../../state/add-form';
import { CartActor, WishlistActor } from '../../state/app-actors';
import { addToCart } from '../../state/cart-messages';
import { useInWishlist } from '../../state/use-in-wishlist';
import { priceOnRequest } from '../../widgets/product-tile/messages';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import {
  addToWishlist,
  chooseSize,
  notPurchasable,
  priceOnRequestReason,
  quantity as quantityLabels,
  removeFromWishlist,
  sizeNotChosen,
  stockMessage,
} from './messages';
import * as styles from './product-view.css';
import { StickyAddBar } from './sticky-add-bar';
import { VariantPicker } from './variant-picker';

interface PurchasePanelProps {
  product: Product;
  /** undefined for a product without variants: it can only be a favourite. */
  variant: Variant | undefined;
  /** Whether the shopper chose the size (always, for a one-size product): until then nothing can be added. */
  sizeChosen: boolean;
  onVariantChange: (variant: Variant, sized: boolean) => void;
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
 * back only for what the stock it knows rules out. Until a size is chosen, the button says « Choisissez une taille »
 * and, pressed, takes the focus to the sizes and says why there.
 */
export function PurchasePanel({
  product,
  variant,
  sizeChosen,
  onVariantChange,
  stockPending,
}: PurchasePanelProps) {
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  // The app says « choose a size » itself once it runs; before, the browser refuses the form (`required`).
  const hydrated = useHydrated();
  const size = sizeChoice(product);
  const sizedByChips = size !== null;
  const formId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  const saved = useInWishlist(product.id);
  const reasonId = useId();
  const price = variant?.price;
  // The stock of a size nobody chose says nothing.
  const stock = sizeChosen && variant ? stockStatus(variant, quantity) : undefined;
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
  const pointAtSizes = () => {
    setSizeMissing(true);
    pickerRef.current?.querySelector<HTMLInputElement>(`input[name="${addFormVariant}"]:enabled`)?.focus();
  };
  /** The size chip the form holds checked: one picked while the app was still on its way is the browser's alone. */
  const pickedInForm = (form: HTMLFormElement) =>
    product.variants.find((candidate) => candidate.id === new FormData(form).get(addFormVariant));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = sizeChosen ? pressable : pickedInForm(event.currentTarget);
    if (!sizeChosen) {
      if (!picked) return pointAtSizes();
      onVariantChange(picked, true);
    }
    if (!picked || reason !== null) return;
    cart.send({
      type: 'cart.add',
      request: {
        productId: product.id,
        variantId: picked.id,
        name: product.title,
        quantity,
        from: 'panel',
        product,
      },
    });
  };

  return (
    // Busy while the live stock is on its way: what the panel says of it is not known yet.
    <>
      <form
        id={formId}
        action={addFormAction}
        method="get"
        onSubmit={submit}
        aria-busy={stockPending || undefined}
        noValidate={hydrated}
        {...keepClearOfChat}
      >
        {variant &&
          Object.entries(addFormFields(product.id, variant.id, 'panel'))
            // The size chips carry the variant themselves.
            .filter(([name]) => !(sizedByChips && name === addFormVariant))
            .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <Stack space="xlarge">
          {price ? (
            <Price size="large" {...shownPrice(price, price.currency, price.currency_info)} />
          ) : (
            <Text size="large" weight="medium" tone="secondary">
              {priceOnRequest}
            </Text>
          )}
          {variant && (
            <div ref={pickerRef}>
              <VariantPicker
                product={product}
                variant={variant}
                sizeChosen={sizeChosen}
                sizeError={sizeMissing && !sizeChosen ? sizeNotChosen : undefined}
                onChange={onVariantChange}
              />
            </div>
          )}
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
          <div ref={actionsRef}>
            <Stack space="medium">
              {price ? (
                <Button
                  type="submit"
                  size="large"
                  width="full"
                  icon="bag"
                  disabled={sizeChosen && pressable === null}
                  aria-describedby={reason ? reasonId : undefined}
                >
                  {sizeChosen ? addToCart : chooseSize}
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
                  wishlist.send({
                    type: 'wishlist.toggle',
                    item: wishlistItemFor(product, sizeChosen ? variant : undefined),
                  })
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
          </div>
        </Stack>
      </form>
      {price && hydrated && (
        <StickyAddBar
          watched={actionsRef}
          formId={formId}
          price={price}
          size={sizeChosen && size && variant ? valuesOf(variant).get(size.id) : undefined}
          action={sizeChosen ? addToCart : chooseSize}
          disabled={sizeChosen && pressable === null}
        />
      )}
    </>
  );
}
