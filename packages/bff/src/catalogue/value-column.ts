/**
 * One facet whose products have several values each (categories, sizes, colours), as numbers: every value of the
 * store once, in the order shoppers read them, and each product's values as positions in that list. A query tests
 * and counts them by array index, not by comparing strings, once per product of the store: at 20 000 products
 * that is what keeps a query within milliseconds.
 */
export interface ValueColumn {
  /** Every value, in display order; a value's id is its position here. */
  readonly values: readonly string[];
  readonly idOf: ReadonlyMap<string, number>;
  /** The product at position `p` has the value ids `ids[starts[p]]` up to, not including, `ids[starts[p + 1]]`. */
  readonly starts: Uint32Array;
  readonly ids: Uint32Array;
}

/**
 * The column of `valuesOf` over `products` (positions in the index). Its values are `values` when given (a fixed
 * list, kept whole even if no product has one), else every value met, sorted by `compare`.
 */
export function valueColumn<Product>(
  products: readonly Product[],
  valuesOf: (product: Product) => readonly string[],
  { values, compare }: { values?: readonly string[]; compare?: (a: string, b: string) => number },
): ValueColumn {
  const listed = values ?? [...new Set(products.flatMap(valuesOf))].sort(compare);
  const idOf = new Map(listed.map((value, id) => [value, id]));
  const starts = new Uint32Array(products.length + 1);
  const ids: number[] = [];
  products.forEach((product, position) => {
    for (const value of valuesOf(product)) {
      const id = idOf.get(value);
      if (id !== undefined) ids.push(id);
    }
    starts[position + 1] = ids.length;
  });
  return { values: listed, idOf, starts, ids: Uint32Array.from(ids) };
}

/** Whether the product at `position` has one of the values flagged in `wanted` (by id). */
export function hasAnyValue(column: ValueColumn, position: number, wanted: Uint8Array): boolean {
  const { starts, ids } = column;
  const end = starts[position + 1] ?? 0;
  for (let at = starts[position] ?? 0; at < end; at += 1) if (wanted[ids[at] ?? 0]) return true;
  return false;
}

/** The ids of `chosen` values as flags; a value the store does not have flags nothing. */
export function flagsOf(column: ValueColumn, chosen: readonly string[]): Uint8Array {
  const flags = new Uint8Array(column.values.length);
  for (const value of chosen) {
    const id = column.idOf.get(value);
    if (id !== undefined) flags[id] = 1;
  }
  return flags;
}
