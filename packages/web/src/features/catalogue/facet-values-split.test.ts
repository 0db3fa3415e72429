import { describe, expect, it } from 'vitest';
import { firstFacetValues, pinnedValues, splitFacetValues } from './facet-values-split';

const sizes = Array.from({ length: 37 }, (_, index) => ({ value: `T${index + 1}` }));
const valuesOf = (values: { value: string }[]) => values.map(({ value }) => value);

describe('splitFacetValues', () => {
  it('folded, shows the first values and keeps the rest behind the button', () => {
    const { shown, more } = splitFacetValues(sizes, [], false);
    expect(valuesOf(shown)).toEqual(valuesOf(sizes.slice(0, firstFacetValues)));
    expect(more).toHaveLength(25);
    expect(more[0]?.value).toBe('T13');
  });

  it('folded, shows the pinned values past the first ones after them, in the facet order', () => {
    const { shown, more } = splitFacetValues(sizes, ['T30', 'T2', 'T14'], false);
    expect(valuesOf(shown)).toEqual([...valuesOf(sizes.slice(0, 12)), 'T14', 'T30']);
    expect(more).toHaveLength(23);
    expect(valuesOf(more)).not.toContain('T30');
  });

  it('unfolded, keeps every value in its place', () => {
    const { shown, more } = splitFacetValues(sizes, ['T30'], true);
    expect(valuesOf(shown)).toEqual(valuesOf(sizes.slice(0, 12)));
    expect(valuesOf(more)).toEqual(valuesOf(sizes.slice(12)));
  });

  it('has nothing more to show for a short facet', () => {
    expect(splitFacetValues(sizes.slice(0, 5), [], false)).toEqual({ shown: sizes.slice(0, 5), more: [] });
  });
});

describe('pinnedValues', () => {
  it('adds the new choices and keeps the values unticked since', () => {
    expect(pinnedValues(['T30'], ['T14'])).toEqual(['T30', 'T14']);
  });

  it('is the same list when nothing was added', () => {
    const pinned = ['T30', 'T14'];
    expect(pinnedValues(pinned, ['T14'])).toBe(pinned);
  });
});
