import { describe, expect, it } from 'vitest';
import { enquiryFields, productEnquiryPath } from './product-enquiry';

describe('productEnquiryPath', () => {
  it('leads to the contact page with the subject « produit » and the product named', () => {
    const address = new URL(productEnquiryPath("Blouson en cuir d'agneau & co"), 'https://boutique.test');
    expect(address.pathname).toBe('/contact');
    expect(address.searchParams.get(enquiryFields.subject)).toBe('produit');
    expect(address.searchParams.get(enquiryFields.product)).toBe("Blouson en cuir d'agneau & co");
  });
});
