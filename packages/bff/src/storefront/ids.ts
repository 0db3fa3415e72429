import { z } from 'zod';

/**
 * What a storefront id (product, variant, store, slug) may look like. Strict on purpose: an id ends up in an
 * upstream path, so anything that could change the path (`/`, `%2F`, `..`) is refused before it gets there.
 */
export const storefrontIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const storefrontIdSchema = z.string().regex(storefrontIdPattern);

/** A repeated id parameter (`ids[]`, `product_ids[]`), at most `max` of them. */
export const storefrontIdListSchema = (max: number) => z.array(storefrontIdSchema).max(max).optional();
