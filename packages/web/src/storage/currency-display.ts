import type { CurrencyDisplay } from '@aurele/ui/format-price';
import { isInteger, isString, objectOf, optional } from './guards';

/** How a stored cart line or wishlist item writes its currency (the storefront's digits, template, symbol). */
export const isCurrencyDisplay = objectOf<CurrencyDisplay>({
  symbol: optional(isString),
  template: optional(isString),
  decimal_digits: optional(isInteger),
});
