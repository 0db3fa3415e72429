import { extendStableNumber, stableNumber } from '../stable-hash.js';

/** Crockford's base 32, the alphabet of ULIDs. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ULID times fall in the year before this instant: ids look like a store created in 2025. */
const EPOCH = Date.UTC(2025, 0, 1);
const YEAR_MS = 365 * 86_400_000;

/** The 10-character time part: 48 bits of milliseconds, most significant first. */
function encodeTime(time: number): string {
  let rest = time;
  let text = '';
  for (let index = 0; index < 10; index++) {
    text = CROCKFORD.charAt(rest % 32) + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

/**
 * MurmurHash3's finaliser: FNV-1a alone leaves its low bits depending on the low bits of the input only, so
 * keys that differ by one character would share most of their id.
 */
function avalanche(hash: number): number {
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * A 26-character ULID that never changes for the same key, as the real service's ids look (`prod_01K…`): the
 * emulator stays deterministic, so a product keeps its id from one run to the next.
 */
export function stableUlid(key: string): string {
  // Every part hashes `${key}#…`: the key is read once (a large store makes hundreds of thousands of ids).
  const start = stableNumber(`${key}#`);
  const time = EPOCH + (extendStableNumber(start, 'time') % YEAR_MS);
  const randomness = Array.from({ length: 16 }, (_, index) =>
    CROCKFORD.charAt(avalanche(extendStableNumber(start, String(index))) % 32),
  ).join('');
  return encodeTime(time) + randomness;
}
