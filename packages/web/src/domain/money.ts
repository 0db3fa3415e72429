// The design system owns the one money formatter (DESIGN.md); its subpath keeps the theme out of Node tests.
export { type CurrencyDisplay, currencySign, formatPrice } from '@aurele/ui/format-price';
