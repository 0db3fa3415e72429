const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string) {
  const code = currencyCode.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * The shop's one money formatter: an amount in minor units (cents for the euro) written the French way,
 * `1 234,50 €`. The number of minor digits comes from the currency itself (0 for the yen), so any ISO code works,
 * lower case included as the storefront sends it. A malformed code throws a RangeError.
 */
export function formatPrice(cents: number, currencyCode = 'EUR'): string {
  const formatter = formatterFor(currencyCode);
  const minorDigits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(cents / 10 ** minorDigits);
}
