import { stableHash } from '../stable-hash.js';

/** Opaque ids that never change for the same key: a product keeps its id from one run to the next. */
export const stableId = (prefix: string, key: string) => `${prefix}_${stableHash(key, 12)}`;

/** « Rose poudré » → « rose-poudre »: for image names and SKUs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
