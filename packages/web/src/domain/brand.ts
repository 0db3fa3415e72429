/**
 * The name shoppers read for a brand id, or null for an id the brand table does not know: the contract's, as the BFF's.
 */
export { brandName } from '@aurele/storefront-contract';
