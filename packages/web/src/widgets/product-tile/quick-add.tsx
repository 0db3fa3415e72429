import { Button, ButtonLink, cardActionShape, LazyPopup } from '@aurele/ui';
import { lazy } from 'react';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import type { AddPlace } from '../../state/cart-add-request';

const loadPicker = () => import('./quick-add-picker');
const QuickAddPicker = lazy(loadPicker);

export interface QuickAddProps {
  productId: string;
  title: string;
  /** The product page, where the choice is made before the app runs. */
  href: string;
  /** The button's words: « Ajout rapide » on a card, « Ajouter au panier » in the wishlist. */
  label: string;
  layout: 'grid' | 'list';
  /** The colour the picker opens on: the one the card shows, or that of the wishlist's saved variant. */
  colour?: string;
  variantId?: string | null;
  from: AddPlace;
}

/**
 * Quick add (issue 27): once the app runs, a button that opens the product's sizes beside it — a popover, a sheet
 * on a phone — where a size adds at once; its code downloads when the button is pointed at or focused. Before,
 * a link to the product page, where the size is chosen.
 */
export function QuickAdd({ href, label, layout, ...choice }: QuickAddProps) {
  const hydrated = useHydrated();
  const shape = cardActionShape(layout);
  if (!hydrated) {
    return (
      <ButtonLink {...shape} href={href} render={<RouterLink />} icon="arrowRight" iconPosition="end">
        {label}
      </ButtonLink>
    );
  }
  const trigger = (handlers = {}) => (
    <Button {...shape} icon="bag" aria-haspopup="dialog" aria-expanded={false} {...handlers}>
      {label}
    </Button>
  );
  return (
    <LazyPopup
      preload={loadPicker}
      trigger={(handlers) => trigger(handlers)}
      popup={({ keyboard }) => (
        <QuickAddPicker trigger={trigger()} keyboard={keyboard} href={href} {...choice} />
      )}
    />
  );
}
