import { type BrandId, brandTable } from '@aurele/storefront-contract';
import { stableNumber } from '../../stable-hash.js';
import type { ColourName } from '../colours.js';
import { slugify } from '../ids.js';
import type { ProductSeed } from '../product-seed.js';
import { coloursAfter } from './colours-after.js';
import { lineNames } from './line-names.js';
import { SeededRandom } from './seeded-random.js';
import { sizesAfter } from './size-ranges.js';

const otherBrands = (Object.keys(brandTable) as BrandId[]).filter((brand) => brand !== 'maison-aurele');
const discounts = [20, 30, 40, 50] as const;

/**
 * `size` products made after a store's seeds, its models taken in turn (so every universe shows from the first
 * page): each keeps its model's kind, drawing, texts and collections, and takes a title, brand, sizes, colours,
 * price, stock and dates of its own. The same models and size give the same seeds.
 */
export function largeStoreSeeds(models: readonly ProductSeed[], size: number): ProductSeed[] {
  return Array.from({ length: size }, (_, serial) => {
    const model = models[serial % models.length];
    if (!model) throw new Error('A large store needs at least one model');
    return productAfter(model, Math.floor(serial / models.length), serial);
  });
}

/** The `round`-th product made after `model`; `serial` is its place in the store, which no other shares. */
function productAfter(model: ProductSeed, round: number, serial: number): ProductSeed {
  // Related products, hidden pieces, per-size prices and the video belong to the model's own catalogue.
  const { related: _related, hidden: _hidden, prices: _prices, video: _video, ...kept } = model;
  const line = lineNames[round % lineNames.length] ?? lineNames[0];
  const edition = Math.floor(round / lineNames.length) + 1;
  const suffix = edition > 1 ? `${line} n° ${edition}` : line;
  const slug = slugify(`${model.slug} ${suffix}`);
  const random = new SeededRandom(stableNumber(slug));
  const sizes = sizesAfter(model, random);
  const colours = coloursAfter(model, random, sizes !== undefined);
  const ageDays = random.between(0, 364);
  return {
    ...kept,
    slug,
    title: `${model.title} ${suffix}`,
    artwork: model.artwork ?? model.slug,
    // A hash of the slug could repeat among 100 000 products; the serial cannot.
    skuStem: serial.toString(36).toUpperCase().padStart(6, '0'),
    // A store without brands stays without; the house's own line is a good third, as in its seeds.
    brand: model.brand && (random.chance(1 / 3) ? 'maison-aurele' : random.pick(otherBrands)),
    price: priceAfter(model, random),
    discount: random.chance(0.18) ? random.pick(discounts) : undefined,
    sizes,
    colours,
    stock: stockAfter(model, sizes ?? colours, colours, random),
    ageDays,
    touchedDaysAgo: ageDays > 30 && random.chance(0.1) ? random.between(0, 7) : undefined,
  };
}

/** Near the model's price, in round amounts; none for one product in thirty (« prix sur demande »). */
function priceAfter(model: ProductSeed, random: SeededRandom): number | null {
  if (model.price === null || random.chance(1 / 30)) return null;
  const amount = (model.price * random.between(75, 135)) / 100;
  return Math.max(1_000, Math.round(amount / 500) * 500);
}

/**
 * Mostly plenty; a size (or the colour of a one-size piece) sold out or nearly in some products, and a few
 * products sold out altogether. A made-to-order model stays without inventory.
 */
function stockAfter(
  model: ProductSeed,
  keys: readonly string[],
  colours: readonly ColourName[],
  random: SeededRandom,
): ProductSeed['stock'] {
  if (model.stock === 'made-to-order') return 'made-to-order';
  if (random.chance(0.05)) return Object.fromEntries(colours.map((colour) => [colour, 0]));
  const stock: Record<string, number> = {};
  if (random.chance(0.2)) stock[random.pick(keys)] = random.between(1, 3);
  if (random.chance(0.3)) stock[random.pick(keys)] = 0;
  return stock;
}
