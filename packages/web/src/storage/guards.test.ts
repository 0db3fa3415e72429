import { describe, expect, it } from 'vitest';
import { arrayOf, isBoolean, isInteger, isPositiveInteger, isString, nullable, objectOf } from './guards';

describe('guards', () => {
  it('check primitives', () => {
    expect([isString('a'), isString(1)]).toEqual([true, false]);
    expect([isBoolean(false), isBoolean('false')]).toEqual([true, false]);
    expect([isInteger(3), isInteger(3.5), isInteger('3')]).toEqual([true, false, false]);
    expect([isPositiveInteger(1), isPositiveInteger(0)]).toEqual([true, false]);
  });

  it('compose into shapes', () => {
    const isLine = objectOf<{ id: string; note: string | null }>({ id: isString, note: nullable(isString) });
    const isLines = arrayOf(isLine);
    expect(
      isLines([
        { id: 'a', note: null },
        { id: 'b', note: 'x', extra: 1 },
      ]),
    ).toBe(true);
    expect(isLines([{ id: 'a' }])).toBe(false);
    expect(isLines([null])).toBe(false);
    expect(isLines({ id: 'a', note: null })).toBe(false);
  });
});
