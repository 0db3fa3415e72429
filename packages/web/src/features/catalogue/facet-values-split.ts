/** How many values of a facet show before « Afficher N tailles de plus ». */
export const firstFacetValues = 12;

/**
 * A long facet's values: those shown, and those behind « Afficher N … de plus ». Folded, the first values show,
 * then the `pinned` ones (the shopper's choices) wherever they stand, in the facet's order; unfolded, the values
 * keep their order and the rest follows the first ones.
 */
export function splitFacetValues<Value extends { value: string }>(
  values: readonly Value[],
  pinned: readonly string[],
  unfolded: boolean,
): { shown: Value[]; more: Value[] } {
  const first = values.slice(0, firstFacetValues);
  const rest = values.slice(firstFacetValues);
  if (unfolded) return { shown: first, more: rest };
  const kept = (value: Value) => pinned.includes(value.value);
  return { shown: [...first, ...rest.filter(kept)], more: rest.filter((value) => !kept(value)) };
}

/**
 * The values kept in view while folded: those chosen, and those chosen since it was folded, so that a value
 * unticked there stays under the shopper's finger.
 */
export function pinnedValues(pinned: readonly string[], chosen: readonly string[]): readonly string[] {
  const added = chosen.filter((value) => !pinned.includes(value));
  return added.length === 0 ? pinned : [...pinned, ...added];
}
