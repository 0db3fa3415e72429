/**
 * The BFF's own limits on what a browser may ask. The storefront sets no limit on lines or units (a real store's
 * site builder allows 160 products in a cart), so these are not business rules: they only keep one request from
 * costing the server or the storefront more than any honest shopper could. Listed in the README.
 */
export const ABUSE_BOUNDS = {
  /** Lines of a checkout; also the product ids of one `/api/variants` call (the products of one cart). */
  checkoutLines: 250,
  /** Units of one checkout line. */
  unitsPerLine: 9_999,
  /** Answers to a product's custom fields on one line. */
  customFieldValuesPerLine: 10,
  /** Characters of one custom field answer (initials, a message to engrave). */
  customFieldValueLength: 200,
  /** Characters of the shop's own id for the shopper. */
  customerExternalIdLength: 128,
  /** Characters of an e-mail address (RFC 5321's path limit). */
  customerEmailLength: 254,
  /** `collection_ids[]` and `exclude_types[]` values of one product list call. */
  listFilterValues: 100,
  /** Characters of a product type (`type`, `exclude_types[]`). */
  productTypeLength: 100,
} as const;

/** Characters of an id the BFF accepts (`storefront/ids.ts`); ULID ids such as `variant_01K…` take 34. */
const MAX_ID_LENGTH = 64;
/** The contract's own bounds on the two optional checkout texts. */
const MAX_LOCALE_LENGTH = 35;
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * The largest checkout body the bounds above allow, written by `JSON.stringify` (a browser): each character at 3
 * bytes, UTF-8's worst for text a browser escapes no further. A body padded out with `\u` escapes may meet the
 * 413 before the 400; either way it is refused.
 */
function largestCheckoutBodyBytes(): number {
  const text = (characters: number) => 2 + 3 * characters;
  const customFieldValue =
    '{"custom_field_id":,"value":}'.length +
    text(MAX_ID_LENGTH) +
    text(ABUSE_BOUNDS.customFieldValueLength) +
    1;
  const line =
    '{"variant_id":,"quantity":,"custom_field_values":[]},'.length +
    text(MAX_ID_LENGTH) +
    String(ABUSE_BOUNDS.unitsPerLine).length +
    ABUSE_BOUNDS.customFieldValuesPerLine * customFieldValue;
  const rest =
    '{"items":[],"locale":,"timeZone":,"customer":{"external_id":,"email":}}'.length +
    text(MAX_LOCALE_LENGTH) +
    text(MAX_TIME_ZONE_LENGTH) +
    text(ABUSE_BOUNDS.customerExternalIdLength) +
    text(ABUSE_BOUNDS.customerEmailLength);
  return ABUSE_BOUNDS.checkoutLines * line + rest;
}

/** A body over this is a 413, refused before it is read whole: about 2 MB. */
export const CHECKOUT_MAX_BODY_BYTES = largestCheckoutBodyBytes();
