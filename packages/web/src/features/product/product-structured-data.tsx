import type { Product, Variant } from '../../domain/product';
import { jsonScriptText } from '../../shared/json-script-text';
import { productPath } from '../../shared/product-path';
import { useAbsoluteUrl } from '../../shared/site-origin';
import { breadcrumbJsonLd, productJsonLd } from './product-json-ld';
import { productTrail } from './product-trail';

/** The product and its breadcrumbs for search engines, as JSON-LD, in the server's HTML and the browser's alike. */
export function ProductStructuredData({
  product,
  variant,
}: {
  product: Product;
  variant: Variant | undefined;
}) {
  const absolute = useAbsoluteUrl();
  const data = [
    productJsonLd(product, variant, absolute(productPath(product))),
    breadcrumbJsonLd(productTrail(product), absolute),
  ];
  return (
    // A data block: never executed (so the CSP's script-src does not apply), its text escaped by jsonScriptText.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonScriptText(data) }} />
  );
}
