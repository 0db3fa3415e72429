import { frenchDigits } from './french-digits';

export { frenchDigits };

/** How a storefront describes a currency `Intl` may not know: « $1 zł » puts the amount where `$1` stands. */
export interface CurrencyDisplay {
  symbol?: string;
  template?: string;
  decimal_digits?: number;
}

const LOCALE = 'fr-FR';
const EURO = '€';
const TEMPLATE_AMOUNT = '$1';

// Read once: `Intl` formats any well-formed code, so only this list says which codes it really knows.
const intlCurrencies = new Set(Intl.supportedValuesOf('currency'));
// Building a NumberFormat is costly and a product grid formats hundreds of prices.
const formats = new Map<string, Intl.NumberFormat>();

function cachedFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    formats.set(key, format);
  }
  return format;
}

function currencyFormat(code: string, digits: number | undefined): Intl.NumberFormat {
  const fractionDigits =
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return cachedFormat(`${code}:${digits}`, { style: 'currency', currency: code, ...fractionDigits });
}

function decimalFormat(digits: number): Intl.NumberFormat {
  return cachedFormat(`decimal:${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * The shop's one money formatter: an amount in minor units written the French way (« 1 234,50 € »), lower-case
 * codes accepted as the storefront sends them. The euro, the house's currency, is written as `Intl` writes it
 * without asking it (`frenchDigits`: the first Intl object a page makes costs a long task on a phone); `Intl` does
 * the work for every other code it knows; the storefront's template or symbol only serve for a code it does not.
 * Euro when no currency is given.
 */
export function formatPrice(amountInMinorUnits: number, currency = 'EUR', display?: CurrencyDisplay): string {
  const code = currency.toUpperCase();
  if (code === 'EUR') {
    const digits = display?.decimal_digits ?? 2;
    return `${frenchDigits(amountInMinorUnits / 10 ** digits, digits)}\u00A0${EURO}`;
  }
  if (intlCurrencies.has(code)) {
    const format = currencyFormat(code, display?.decimal_digits);
    // Without the storefront's digits, the currency's own (2 for the euro, 0 for the yen) say what a minor unit is.
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountInMinorUnits / 10 ** digits);
  }
  const digits = display?.decimal_digits ?? 2;
  const amount = decimalFormat(digits).format(amountInMinorUnits / 10 ** digits);
  const template = display?.template ?? '';
  if (template.includes(TEMPLATE_AMOUNT)) return template.replace(TEMPLATE_AMOUNT, () => amount);
  return `${amount} ${display?.symbol || code}`;
}

/**
 * The sign `formatPrice` writes amounts of a currency with (« € », « ₹ », « $US »), for a label that names the
 * unit of a field holding a bare amount: by the same rule, `Intl`'s for a code it knows, else the storefront's
 * symbol, else the code.
 */
export function currencySign(currency = 'EUR', display?: CurrencyDisplay): string {
  const code = currency.toUpperCase();
  if (code === 'EUR') return EURO;
  if (!intlCurrencies.has(code)) return display?.symbol || code;
  const parts = currencyFormat(code, undefined).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
