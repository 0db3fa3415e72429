/**
 * Tiny type guards to check what browser storage gives back, so no schema library ships to the browser.
 * Compose them per stored shape: `arrayOf(objectOf({ id: isString, quantity: isPositiveInteger }))`.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isInteger: Guard<number> = (value): value is number => Number.isInteger(value);

export const isPositiveInteger: Guard<number> = (value): value is number => isInteger(value) && value >= 1;

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** For a property added after data was first stored: older data simply lacks it. */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard);
}

/** Checks the listed properties; others are tolerated (and kept). */
export function objectOf<T extends object>(shape: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
  const entries = Object.entries(shape) as [string, Guard<unknown>][];
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    entries.every(([key, guard]) => guard((value as Record<string, unknown>)[key]));
}
