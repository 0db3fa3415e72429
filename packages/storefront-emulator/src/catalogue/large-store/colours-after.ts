import { type ColourName, colourTones } from '../colours.js';
import type { ProductSeed } from '../product-seed.js';
import type { SeededRandom } from './seeded-random.js';

/** The colours of metal and shell: jewellery, watches and eyewear come in these, garments never. */
const metals: readonly ColourName[] = ['Or', 'Argent', 'Écaille'];
const cloths = (Object.keys(colourTones) as ColourName[]).filter((colour) => !metals.includes(colour));

/**
 * One to three colours for a product made after this model: metals (and black) for a piece in metal, the
 * colours of cloth and leather for the rest. Pieces in sizes rarely come in many colours: each colour multiplies
 * the variants, and a real list product stays near 5 KB.
 */
export function coloursAfter(
  model: ProductSeed,
  random: SeededRandom,
  sized: boolean,
): [ColourName, ...ColourName[]] {
  const pool = model.colours.some((colour) => metals.includes(colour))
    ? [...metals, 'Noir' as const]
    : cloths;
  const count = random.pick(sized ? [1, 1, 1, 2] : [1, 2, 3]);
  const left = [...pool];
  const chosen: ColourName[] = [];
  while (chosen.length < count) chosen.push(...left.splice(random.between(0, left.length - 1), 1));
  // The pool always holds more than three colours: the default only satisfies the type.
  const [first = 'Noir', ...others] = chosen;
  return [first, ...others];
}
