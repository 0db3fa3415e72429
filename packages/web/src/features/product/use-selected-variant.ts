import { useSearchParams } from 'react-router-dom';
import type { Product, Variant } from '../../domain/product';
import { initialVariant } from './variant-choice';

/**
 * The chosen variant lives in the address (`?variant=`), so a shared link opens on it. Choosing replaces the
 * history entry: the back button leaves the product rather than stepping through sizes.
 */
export function useSelectedVariant(product: Product): [Variant, (variant: Variant) => void] {
  const [search, setSearch] = useSearchParams();
  const variant = initialVariant(product, search.get('variant'));
  // The storefront contract guarantees at least one variant.
  if (!variant) throw new Error(`Product ${product.id} has no variant`);
  const select = (next: Variant) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('variant', next.id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [variant, select];
}
