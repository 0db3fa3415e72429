import type { ReactNode } from 'react';
import { group, legend as legendStyle } from './facet-group.css';

export interface FacetGroupProps {
  /** The facet's name (« Taille »): every control inside is read as part of it. */
  legend: ReactNode;
  /** Its values: a CheckboxList, a PriceRangeField. */
  children: ReactNode;
}

/**
 * One way to narrow a list (size, colour, price): a fieldset whose legend names the values inside, so a screen
 * reader hears « Taille, groupe » on entering it.
 */
export function FacetGroup({ legend, children }: FacetGroupProps) {
  return (
    <fieldset className={group}>
      <legend className={legendStyle}>{legend}</legend>
      {children}
    </fieldset>
  );
}
