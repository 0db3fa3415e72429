import { IconButton, Link, Notice, Price, QuantityStepper, Stack, Text, VisuallyHidden } from '@aurele/ui';
import { type CartLine, MAX_LINE_QUANTITY } from '../../domain/cart';
import { lineTotal } from '../../domain/cart-totals';
import { exceedsStock, isSoldOut } from '../../domain/stock';
import { productPath } from '../../shared/product-path';
import { RouterLink } from '../../shared/router-link';
import { lineUpdateSentence } from '../../state/cart-messages';
import { LineImage } from '../../widgets/line-image/line-image';
import { shownPrice } from '../../widgets/product-tile/shown-price';
import * as styles from './cart-line.css';
import { cartMessages } from './messages';

const messages = cartMessages.line;

export interface CartLineItemProps {
  line: CartLine;
  /** The line an add just took: marked, so the shopper finds it at once. */
  justAdded?: boolean;
  /** The price the last refresh found changed, in cents, if it did (`updates` of the cart machine). */
  previousPriceInCents?: number;
  /** Why the last quantity change was refused (docs/product/rules.md#validation), shown until the next change. */
  refusal?: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** How a line is named to assistive technology: « Chemise Oxford (M) », as the stock message writes it. */
export function lineName(line: CartLine): string {
  return `${line.product.title} (${line.variant.title})`;
}

/**
 * The most a line may hold: the BFF's per-line limit, and the stock of a variant that manages it. The stepper
 * stops there, so a line beyond stock can only come down (its minus lands on the stock at once).
 */
function quantityLimit(line: CartLine): number {
  const { manage_inventory, inventory_quantity } = line.variant;
  // null: /variants says the variant counts no stock.
  if (!manage_inventory || inventory_quantity === null) return MAX_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, inventory_quantity);
}

/** One cart line: image, title linking to the product, variant, unit price, quantity, line total and remove. */
export function CartLineItem({
  line,
  justAdded = false,
  previousPriceInCents,
  refusal,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const { product, variant } = line;
  const name = lineName(line);
  const soldOut = isSoldOut(variant);
  const beyondStock = exceedsStock(variant, line.quantity);
  // The product page opens on the variant in the cart (`?variant=`).
  const href = `${productPath(product)}?variant=${encodeURIComponent(variant.id)}`;
  return (
    <li className={justAdded ? `${styles.line} ${styles.justAdded}` : styles.line}>
      <LineImage image={product.image} className={styles.media} />
      <div className={styles.details}>
        <Stack space="xsmall">
          {product.brand && (
            <Text as="span" size="xsmall" tone="secondary" variant="capitals">
              {product.brand}
            </Text>
          )}
          <h2 className={styles.title}>
            <Link href={href} render={<RouterLink />} tone="neutral" variant="quiet">
              {product.title}
            </Link>
          </h2>
          <Text size="small" tone="secondary">
            {variant.title}
          </Text>
          <Text as="div" size="small" tone="secondary">
            <VisuallyHidden>{messages.unitPrice} : </VisuallyHidden>
            <Price size="small" {...shownPrice(variant, variant.currency, variant.currency_display)} />
          </Text>
        </Stack>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          label={messages.quantity(name)}
          hideLabel
          size="small"
          value={line.quantity}
          // Below 1 the line leaves the cart (docs/product/data-and-states.md#states-and-transitions).
          min={0}
          max={quantityLimit(line)}
          disabled={soldOut}
          decrementLabel={messages.decrement(name)}
          incrementLabel={messages.increment(name)}
          onChange={onQuantityChange}
        />
      </div>
      <div className={styles.total}>
        <VisuallyHidden>{messages.lineTotal} : </VisuallyHidden>
        <Price
          amount={lineTotal(line)}
          currency={variant.currency}
          display={variant.currency_display}
          size="medium"
        />
      </div>
      <div className={styles.remove}>
        <IconButton icon="trash" label={messages.remove(name)} onClick={onRemove} />
      </div>
      <div className={styles.notes}>
        {previousPriceInCents !== undefined && (
          <Notice tone="info">{lineUpdateSentence({ kind: 'price', line, previousPriceInCents })}</Notice>
        )}
        {beyondStock && (
          <Notice tone="caution" title={lineUpdateSentence({ kind: 'stock', line })}>
            {messages.adjust}
          </Notice>
        )}
        {refusal && (
          <Notice tone="critical" live>
            {refusal}
          </Notice>
        )}
      </div>
    </li>
  );
}
