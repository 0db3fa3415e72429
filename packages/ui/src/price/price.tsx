import { visuallyHidden } from '../styles/visually-hidden.css';
import { type CurrencyDisplay, formatPrice } from './format-price';
import { current, original, price } from './price.css';

export interface PriceProps {
  /** What the shopper pays, in minor units (cents). */
  amount: number;
  /** The price before a sale, in minor units; shown struck through when it is higher than `amount`. */
  originalAmount?: number;
  /** ISO code, any case (`EUR`, `eur`). */
  currency?: string;
  /** The storefront's description of the currency: its `decimal_digits` say what a minor unit is. */
  display?: CurrencyDisplay;
  /** `small` in lists and the cart, `medium` on cards, `large` on the product page. */
  size?: 'small' | 'medium' | 'large';
  /** Read by screen readers before a sale price (« Prix soldé »): a strike-through is not announced everywhere. */
  saleLabel?: string;
  /** Read by screen readers before the struck price (« Prix initial »). */
  originalLabel?: string;
}

/** A price written the French way (1 234,50 €), with the original struck through during a sale. */
export function Price({
  amount,
  originalAmount,
  currency = 'EUR',
  display,
  size = 'medium',
  saleLabel,
  originalLabel,
}: PriceProps) {
  const onSale = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={price({ size })}>
      <span className={current({ onSale })}>
        {onSale && saleLabel && <span className={visuallyHidden}>{saleLabel} </span>}
        {formatPrice(amount, currency, display)}
      </span>
      {onSale && (
        <s className={original}>
          {originalLabel && <span className={visuallyHidden}>{originalLabel} </span>}
          {formatPrice(originalAmount, currency, display)}
        </s>
      )}
    </span>
  );
}
