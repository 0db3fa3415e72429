import { describe, expect, it } from 'vitest';
import { allowedTypos, withinTypos } from './typo-distance.js';

describe('allowedTypos', () => {
  it('forgives nothing under four letters, one typo from four, two from eight', () => {
    expect(allowedTypos('sac')).toBe(0);
    expect(allowedTypos('robe')).toBe(1);
    expect(allowedTypos('chemise')).toBe(1);
    expect(allowedTypos('pantalon')).toBe(2);
  });
});

describe('withinTypos', () => {
  it('counts a letter added, dropped, changed or two neighbours swapped as one typo', () => {
    expect(withinTypos('robbe', 'robe', 1)).toBe(true);
    expect(withinTypos('chemse', 'chemise', 1)).toBe(true);
    expect(withinTypos('rpbe', 'robe', 1)).toBe(true);
    expect(withinTypos('rboe', 'robe', 1)).toBe(true);
  });

  it('refuses words further than the allowance', () => {
    expect(withinTypos('rbbe', 'robe', 0)).toBe(false);
    expect(withinTypos('pantallon', 'pantalon', 0)).toBe(false);
    expect(withinTypos('pantallonn', 'pantalon', 2)).toBe(true);
    expect(withinTypos('pantallonns', 'pantalon', 2)).toBe(false);
    expect(withinTypos('jupe', 'robe', 1)).toBe(false);
  });
});
