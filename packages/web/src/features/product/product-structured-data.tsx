import { productPath } from '../../app/product-tile/product-tile';
import type { Product, Variant } from '../../domain/product';
import { jsonLdText, productJsonLd } from './product-json-ld';

/** The product for search engines, as JSON-LD. The URL is the page's own path, resolved by the reader. */
export function ProductStructuredData({
  product,
  variant,
}: {
  product: Product;
  variant: Variant | undefined;
}) {
  const data = productJsonLd(product, variant, productPath(product));
  return (
    // A data block: never executed, and its text is escaped by jsonLdText.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
