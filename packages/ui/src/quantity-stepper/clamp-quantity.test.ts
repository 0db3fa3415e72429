import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clamp-quantity';

describe('clampQuantity', () => {
  it('keeps a whole number within bounds', () => {
    expect(clampQuantity('3', 1, 1, 10)).toBe(3);
    expect(clampQuantity(' 7 ', 1, 1)).toBe(7);
  });

  it('raises to the minimum and lowers to the maximum', () => {
    expect(clampQuantity('0', 2, 1, 10)).toBe(1);
    expect(clampQuantity('-4', 2, 1, 10)).toBe(1);
    expect(clampQuantity('250', 2, 1, 99)).toBe(99);
  });

  it('keeps the previous quantity for anything else', () => {
    expect(clampQuantity('', 4, 1)).toBe(4);
    expect(clampQuantity('deux', 4, 1)).toBe(4);
  });
});
