import { type FigureName, figures } from '../../images/figures/index.js';
import type { ProductSeed } from '../product-seed.js';
import type { SeededRandom } from './seeded-random.js';

/** The ranges a fashion store sizes in, smallest first: what the shop's size facet must order. */
const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const shoeSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] as const;
const childAges = [
  '2 ans',
  '3 ans',
  '4 ans',
  '5 ans',
  '6 ans',
  '8 ans',
  '10 ans',
  '12 ans',
  '14 ans',
] as const;

const shoeFigures: ReadonlySet<FigureName> = new Set(['pump', 'loafer', 'sneaker', 'ankleBoot']);

interface SizeRange {
  readonly sizes: readonly string[];
  /** How many consecutive sizes of the range one product comes in. */
  readonly span: readonly [number, number];
}

/**
 * The range a model's kind is sold in: ages for a child's piece, letters for a garment, shoe sizes for an adult's
 * shoes; anything else keeps the model's own (belt lengths, bag formats, hat sizes, children's shoes).
 */
function rangeOf(model: ProductSeed, sizes: readonly string[]): SizeRange {
  if (sizes.every((size) => size.endsWith(' ans'))) return { sizes: childAges, span: [3, 4] };
  if (figures[model.figure].staging === 'hanging') return { sizes: clothingSizes, span: [3, 4] };
  if (shoeFigures.has(model.figure) && !model.collections.includes('enfant')) {
    return { sizes: shoeSizes, span: [4, 5] };
  }
  return { sizes, span: [sizes.length, sizes.length] };
}

/** The sizes of a product made after this model: a run of its range; none for a one-size model. */
export function sizesAfter(model: ProductSeed, random: SeededRandom): readonly string[] | undefined {
  if (!model.sizes) return undefined;
  const { sizes, span } = rangeOf(model, model.sizes);
  const length = random.between(span[0], span[1]);
  const start = random.between(0, sizes.length - length);
  return sizes.slice(start, start + length);
}
