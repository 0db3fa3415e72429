import { useSearchParams } from 'react-router-dom';
import type { Product, Variant } from '../../domain/product';
import { initialVariant } from './variant-choice';

/**
 * The chosen variant lives in the address (`?variant=`), so a shared link opens on it. Choosing replaces the
 * history entry: the back button leaves the product rather than stepping through sizes.
 */
export function useSelectedVariant(product: Product): [Variant | undefined, (variant: Variant) => void] {
  const [search, setSearch] = useSearchParams();
  // undefined only for a product without variants.
  const variant = initialVariant(product, search.get('variant'));
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
