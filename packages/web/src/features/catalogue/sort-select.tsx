import type { CatalogueSortKey as SortKey } from '@aurele/shop-contract';
import { Select } from '@aurele/ui';
import { sortLabel, sortNarrowLabel, sortOptions } from './messages';

interface SortSelectProps {
  /** The `sort` parameter as the address gives it; anything unknown reads as featured. */
  sort: string | null | undefined;
  onChange: (sort: SortKey) => void;
}

const optionFor = (value: string | null | undefined) => sortOptions.find((option) => option.value === value);

/** The shop's order (docs/product/decisions.md#improvements, item 1): featured, price up or down, newest first. */
export function SortSelect({ sort, onChange }: SortSelectProps) {
  const value = optionFor(sort)?.value ?? 'featured';
  return (
    <Select
      label={sortLabel}
      narrowLabel={sortNarrowLabel}
      // On a phone the field reads « Trier » whatever the order: a dot says one was chosen.
      narrowMarked={value !== 'featured'}
      options={sortOptions}
      value={value}
      onChange={(value) => {
        const chosen = optionFor(value);
        if (chosen) onChange(chosen.value);
      }}
    />
  );
}
