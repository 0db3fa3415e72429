import { stableHash } from '../stable-hash.js';
import { stableUlid } from './ulid.js';

/** Opaque ids that never change for the same key: a product keeps its id from one run to the next. */
export const stableId = (prefix: string, key: string) => `${prefix}_${stableHash(key, 12)}`;

/** Products and variants carry ULIDs after their prefix, like the real service's (`prod_01K…`, `variant_01K…`). */
export const productId = (slug: string) => `prod_${stableUlid(slug)}`;
export const variantId = (slug: string, title: string) => `variant_${stableUlid(`${slug}/${title}`)}`;

/** « Rose poudré » → « rose-poudre »: for image names and SKUs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
