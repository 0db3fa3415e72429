const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv1a(input: string, offset: number): number {
  let hash = offset;
  for (let index = 0; index < input.length; index++) {
    hash = Math.imul(hash ^ input.charCodeAt(index), FNV_PRIME);
  }
  return hash >>> 0;
}

/** A stable unsigned 32-bit number for a string: deterministic choices (stock levels, artwork variations). */
export function stableNumber(input: string): number {
  return fnv1a(input, FNV_OFFSET);
}

/**
 * `stableNumber(start + more)` from `stableNumber(start)`: FNV-1a reads a string from left to right, so many keys
 * sharing a long start hash it once.
 */
export function extendStableNumber(startNumber: number, more: string): number {
  return fnv1a(more, startNumber);
}

/**
 * A short, stable, lowercase code for a string (ids, content hashes). Two FNV-1a passes with different
 * offsets keep collisions negligible for a catalogue of a few thousand keys, without Node's crypto.
 */
export function stableHash(input: string, length = 10): string {
  const first = fnv1a(input, FNV_OFFSET).toString(36).padStart(7, '0');
  const second = fnv1a(input, FNV_OFFSET ^ 0x9e3779b9)
    .toString(36)
    .padStart(7, '0');
  return (first + second).slice(0, length);
}
