import type { ProductSeed } from '../product-seed.js';
import { accessoires } from './accessoires.js';
import { enfant } from './enfant.js';
import { femme } from './femme.js';
import { homme } from './homme.js';

/**
 * The house's whole catalogue in the storefront's `order`: the collections are interleaved so that the first pieces
 * (the home page's selection) show every universe of the house.
 */
export const maisonAureleSeed: readonly ProductSeed[] = interleave([femme, homme, accessoires, enfant]);

function interleave(lists: readonly (readonly ProductSeed[])[]): ProductSeed[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => list[index] ?? [])).flat();
}
