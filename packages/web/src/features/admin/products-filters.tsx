import { type AdminProductFilter, type AdminProductsQuery, adminProductFilters } from '@aurele/shop-contract';
import { Button, Checkbox, Select, TextField } from '@aurele/ui';
import { type FormEvent, useState } from 'react';
import { categoryEntries } from '../../shared/category-labels';
import { adminMessages } from './messages';
import * as styles from './products-panel.css';
import { readThreshold } from './read-threshold';

const { products } = adminMessages;

const collectionOptions = [
  { value: '', label: products.collectionAll },
  ...categoryEntries.map(([value, label]) => ({ value, label })),
  { value: 'none', label: products.collectionNone },
];

export interface ProductsFiltersProps {
  query: AdminProductsQuery;
  onChange: (change: Partial<Omit<AdminProductsQuery, 'page'>>) => void;
}

/**
 * What narrows the list: a search sent with its button or Entrée, a collection, and what needs attention (each a
 * checkbox applied at once), with the threshold under which stock is « faible ».
 */
export function ProductsFilters({ query, onChange }: ProductsFiltersProps) {
  const [search, setSearch] = useState(query.search);
  const [threshold, setThreshold] = useState(String(query.threshold));
  const thresholdValue = readThreshold(threshold);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  const applyThreshold = () => {
    if (thresholdValue !== undefined && thresholdValue !== query.threshold)
      onChange({ threshold: thresholdValue });
  };
  const toggle = (filter: AdminProductFilter, on: boolean) =>
    onChange({ filters: on ? [...query.filters, filter] : query.filters.filter((f) => f !== filter) });

  return (
    <section aria-label={products.filtersLabel} className={styles.filters}>
      <form onSubmit={submit} className={styles.searchRow}>
        <TextField
          type="search"
          name="q"
          label={products.search}
          hint={products.searchHint}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          icon="search"
        />
        <Button type="submit" variant="secondary" size="medium">
          {products.searchSubmit}
        </Button>
      </form>
      <div className={styles.narrowRow}>
        <Select
          label={products.collection}
          options={collectionOptions}
          value={query.collection ?? ''}
          onChange={(value) => onChange({ collection: value || undefined })}
        />
        <fieldset className={styles.watch}>
          <legend className={styles.legend}>{products.watchLabel}</legend>
          {adminProductFilters.map((filter) => (
            <Checkbox
              key={filter}
              label={products.filters[filter]}
              checked={query.filters.includes(filter)}
              onChange={(on) => toggle(filter, on)}
            />
          ))}
        </fieldset>
        {/* Applied with Entrée (a form of one field submits itself) or on leaving the field. */}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            applyThreshold();
          }}
        >
          <TextField
            name="threshold"
            label={products.threshold}
            hint={products.thresholdHint}
            inputMode="numeric"
            value={threshold}
            error={thresholdValue === undefined ? products.thresholdError : undefined}
            onChange={(event) => setThreshold(event.target.value)}
            onBlur={applyThreshold}
          />
        </form>
      </div>
    </section>
  );
}
