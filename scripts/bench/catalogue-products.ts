import { brandTable, defaultCollectionTable } from '@aurele/storefront-contract';
import type { Product, Variant } from '../../packages/web/src/domain/product.ts';
import { aPrice, aProduct, aVariant } from '../../packages/web/src/testing/catalogue-fixtures.ts';

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const garments: Record<keyof typeof defaultCollectionTable, readonly string[]> = {
  femme: ['Robe portefeuille', 'Blouse', 'Jupe plissée', 'Tailleur', 'Trench', 'Cardigan', 'Robe du soir'],
  homme: ['Chemise Oxford', 'Costume', 'Manteau croisé', 'Pull col roulé', 'Pantalon chino', 'Blazer'],
  enfant: ['Marinière', 'Salopette', 'Doudoune', 'Robe smockée', 'Sweat à capuche', 'Bermuda'],
  accessoires: [
    'Écharpe',
    'Sac cabas',
    'Ceinture',
    'Foulard',
    'Lunettes de soleil',
    'Portefeuille',
    'Bottines',
  ],
};
const materials = [
  'en soie',
  'en cachemire',
  'en laine vierge',
  'en lin',
  'en coton bio',
  'en cuir',
  'en velours',
];
const styles = ['coupe ajustée', 'ligne fluide', 'édition limitée', 'fait main en Italie', 'finitions cœur'];
const colours = ['Noir', 'Ivoire', 'Camel', 'Bleu nuit', 'Bordeaux', 'Vert sauge', 'Rose poudré', 'Écru'];
const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const brands = Object.keys(brandTable);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` products as the shop models them: French names, a brand, one category, a price from 30 to 1 500 €
 * (a quarter on sale), colours × sizes as variants, created over the last year before `now`.
 */
export function generateProducts(count: number, seed: number, now: number): Product[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const categories = Object.keys(garments) as Array<keyof typeof garments>;
  return Array.from({ length: count }, (_, n) => {
    const id = `prod_${n.toString(36).padStart(6, '0')}`;
    const category = pick(categories);
    const price = 3000 + Math.round(random() * 1470) * 100;
    const sale = random() < 0.25 ? Math.round(price * 0.7) : null;
    const productColours = [pick(colours), pick(colours)];
    const variants: Variant[] = productColours.flatMap((colour, c) =>
      sizes.map((size, s) =>
        aVariant({
          id: `${id}_${c}${s}`,
          title: `${colour} / ${size}`,
          sku: `${id}-${c}${s}`.toUpperCase(),
          price: aPrice(price, sale),
          inventory_quantity: Math.floor(random() * 12),
        }),
      ),
    );
    const created = new Date(now - Math.floor(random() * 365 * DAY_MS)).toISOString();
    return aProduct({
      id,
      slug: `${id}-${category}`,
      title: `${pick(garments[category])} ${pick(materials)}`,
      subtitle: random() < 0.5 ? `${productColours[0]}, ${pick(styles)}` : null,
      order: n,
      price: aPrice(price, sale),
      display_variant_id: variants[0]?.id ?? id,
      variants,
      collections: [{ product_id: id, collection_id: defaultCollectionTable[category], order: n }],
      brand: pick(brands),
      created_at: created,
      updated_at: created,
    });
  });
}
