/** The query keys the contact page reads to start a message about a product; no sent-form marker, so no replay. */
export const enquiryFields = { subject: 'subject', product: 'product' } as const;

/**
 * The contact page, its subject « Un produit » chosen and its message started with the product's name: where a
 * product sold « sur demande » leads instead of a cart it cannot enter.
 */
export function productEnquiryPath(productTitle: string): string {
  const query = new URLSearchParams({
    [enquiryFields.subject]: 'produit',
    [enquiryFields.product]: productTitle,
  });
  return `/contact?${query}`;
}
