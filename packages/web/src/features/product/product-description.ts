import { metaDescription } from '../../domain/meta-description';
import type { Product } from '../../domain/product';

/**
 * The product's meta description (160 characters at most, docs/product/data-and-states.md#states-and-transitions) from its description's text; a real store
 * often sends an empty one (`<p></p>`), then the subtitle, else the title, says what the product is.
 */
export function productDescription(product: Pick<Product, 'description' | 'subtitle' | 'title'>): string {
  return metaDescription(product.description) || metaDescription(product.subtitle ?? '') || product.title;
}
