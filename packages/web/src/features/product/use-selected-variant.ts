import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product, Variant } from '../../domain/product';
import { initialVariant, sizeChoice, variantInColour } from '../../domain/variant-choice';

export interface VariantSelection {
  /** The variant the page shows (its colour's photo, its price); undefined only for a product without variants. */
  variant: Variant | undefined;
  /** Whether the shopper chose its size: always for a one-size product, never for them on arrival. */
  sizeChosen: boolean;
  /** `sized`: the choice names a size (a size chip, or a colour once the size is chosen). */
  select: (variant: Variant, sized: boolean) => void;
}

/**
 * A chosen variant lives in the address (`?variant=`), so a shared link opens on it, its size chosen. Choosing
 * replaces the history entry: the back button leaves the product rather than stepping through sizes. Until the
 * shopper picks a size, the page shows a colour (the one the product shows first, or the one they picked), held
 * here and not in the address: an address with a variant says its size was chosen. An address may name a colour
 * (`?colour=Noir`, from a card's disc or a list filtered on colours): the page opens on it, the size still to choose.
 */
export function useSelectedVariant(product: Product): VariantSelection {
  const [search, setSearch] = useSearchParams();
  const [browsedId, setBrowsedId] = useState<string>();
  const named = product.variants.find((variant) => variant.id === search.get('variant'));
  const needsSize = sizeChoice(product) !== null;
  const browsed = product.variants.find((variant) => variant.id === browsedId);
  const select = (next: Variant, sized: boolean) => {
    if (needsSize && !sized) {
      setBrowsedId(next.id);
      return;
    }
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('variant', next.id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return {
    variant:
      named ?? browsed ?? variantInColour(product, search.get('colour')) ?? initialVariant(product, null),
    sizeChosen: !needsSize || named !== undefined,
    select,
  };
}
