import {
  CATALOGUE_QUERY_BOUNDS,
  type CatalogueFacets,
  type CatalogueQuery,
  type CatalogueQueryKey,
} from '@aurele/shop-contract';
import {
  Button,
  CheckboxList,
  FacetGroup,
  Heading,
  PriceRangeField,
  Swatch,
  VisuallyHidden,
} from '@aurele/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { swatchColour } from '../../domain/colour-swatches';
import { useHydrated } from '../../shared/use-hydrated';
import { keptParameters } from './facet-choices';
import * as styles from './filter-panel.css';
import {
  applyFilters,
  facetLegends,
  filtersTitle,
  inStock,
  priceFromLabel,
  priceSpan,
  priceToLabel,
  productCount,
} from './messages';
import { formatAmount, priceSign, wholePriceRange } from './price-facet';
import { listKeyOf, shopHref, shopQueryOf, withoutBlankParameters } from './shop-query';
import { SizeValues } from './size-values';
import { usePriceFields } from './use-price-fields';
import { useShownQuery } from './use-shown-query';

interface FilterFormProps {
  query: CatalogueQuery;
  facets: CatalogueFacets;
  /**
   * What the filters find (« 12 créations trouvées »), read out unseen as it changes, empty while the list loads:
   * the sidebar's (the dialog shows its own).
   */
  status?: string;
  /**
   * `sidebar`: beside the collections, under its heading, with its id (the target of the phone's link before the
   * app runs) and the « Appliquer » button a form needs before then; `dialog`: inside the phone's panel.
   */
  placement: 'sidebar' | 'dialog';
  /** The sidebar form's id. */
  id?: string;
}

/** The form's fields as an address's parameters. */
function paramsOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) params.append(name, String(value));
  return params;
}

/**
 * The filters of a `/shop` query: sizes, colours, a price range, what is in stock, each value with its count.
 * A GET form to `/shop`, with the rest of the query in hidden fields: before the app runs, « Appliquer » sends
 * it. Once it runs, each choice is a navigation of its own (the back button undoes it), read from the form as
 * the form would send it, and the focus stays where it was.
 */
export function FilterForm({ query, facets, status, placement, id }: FilterFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [prices, typePrice] = usePriceFields(query);
  const [shown, show] = useShownQuery(query);

  /** Whether the form chose another list, which it then shows. */
  const apply = (): boolean => {
    if (!form.current) return false;
    const chosen = shopQueryOf(paramsOf(form.current));
    if (listKeyOf(chosen) === listKeyOf(query)) return false;
    show(chosen);
    navigate(shopHref(chosen, {}), { preventScrollReset: true });
    return true;
  };

  // Once, when the form first belongs to the app: a choice made on the painted page before it ran is applied, as
  // it would be since; else the empty fields the form sent before then (`price_min=`) leave the address, in place.
  // One decision, as two navigations at once would undo the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first belongs to the app
  useLayoutEffect(() => {
    if (apply()) return;
    const clean = withoutBlankParameters(new URLSearchParams(search));
    if (clean) navigate({ search: `${clean}` }, { replace: true, preventScrollReset: true });
  }, []);

  const price = facets.price;
  const range = price && wholePriceRange(price);
  const sidebar = placement === 'sidebar';
  return (
    <form
      ref={form}
      id={id}
      method="get"
      action="/shop"
      aria-labelledby={sidebar ? headingId : undefined}
      className={sidebar ? styles.sidebarForm : styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {sidebar && (
        <Heading level={2} size="subtitle" id={headingId}>
          {filtersTitle}
        </Heading>
      )}
      {status !== undefined && (
        <VisuallyHidden>
          <span role="status">{status}</span>
        </VisuallyHidden>
      )}
      {keptParameters(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {facets.size && (
        <FacetGroup legend={facetLegends.size}>
          <SizeValues
            name={'size' satisfies CatalogueQueryKey}
            variant="chips"
            options={facets.size.map(({ value, count }) => ({ value, label: value, count }))}
            chosen={shown.size}
            onChange={apply}
            countLabel={productCount}
          />
        </FacetGroup>
      )}
      {facets.colour && (
        <FacetGroup legend={facetLegends.colour}>
          <CheckboxList
            name={'colour' satisfies CatalogueQueryKey}
            options={facets.colour.map(({ value, count }) => ({
              value,
              label: value,
              count,
              swatch: <Swatch colour={swatchColour(value)} />,
            }))}
            chosen={shown.colour}
            onChange={apply}
            countLabel={productCount}
          />
        </FacetGroup>
      )}
      {price && range && (
        <FacetGroup legend={facetLegends.price}>
          <PriceRangeField
            from={{
              name: 'price_min' satisfies CatalogueQueryKey,
              label: priceFromLabel(priceSign(price)),
              value: prices.min,
              placeholder: String(range.min),
            }}
            to={{
              name: 'price_max' satisfies CatalogueQueryKey,
              label: priceToLabel(priceSign(price)),
              value: prices.max,
              placeholder: String(range.max),
            }}
            hint={priceSpan(formatAmount(range.min, price), formatAmount(range.max, price))}
            limit={CATALOGUE_QUERY_BOUNDS.maxPrice}
            onChange={typePrice}
            onCommit={apply}
          />
        </FacetGroup>
      )}
      {facets.available !== undefined && (
        <FacetGroup legend={facetLegends.available}>
          <CheckboxList
            name={'available' satisfies CatalogueQueryKey}
            options={[{ value: 'true', label: inStock, count: facets.available }]}
            chosen={shown.available ? ['true'] : []}
            onChange={apply}
            countLabel={productCount}
          />
        </FacetGroup>
      )}
      {sidebar && !hydrated && (
        <Button type="submit" variant="secondary" width="full">
          {applyFilters}
        </Button>
      )}
    </form>
  );
}
