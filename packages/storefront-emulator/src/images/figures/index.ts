import { belt, fedora, scarf, silkSquare } from './accessories.js';
import { bucketBag, cardHolder, clutch, handbag, tote } from './bags.js';
import { aLineSkirt, pleatedSkirt, straightTrousers, wideTrousers } from './bottoms.js';
import { gown, sheathDress, shirtDress, slipDress, smockedDress, wrapDress } from './dresses.js';
import { hoops, necklace, sunglasses, watch } from './eyewear-and-jewellery.js';
import type { Figure } from './figure.js';
import { ankleBoot, loafer, pump, sneaker } from './shoes.js';
import { blazer, blouse, cardigan, coat, jacket, knit, rollNeck, shirt, tee, trench } from './tops.js';

/** Every drawing a product can use, by name. */
export const figures = {
  tee,
  shirt,
  blouse,
  knit,
  rollNeck,
  cardigan,
  blazer,
  jacket,
  coat,
  trench,
  wrapDress,
  slipDress,
  sheathDress,
  gown,
  shirtDress,
  smockedDress,
  wideTrousers,
  straightTrousers,
  pleatedSkirt,
  aLineSkirt,
  handbag,
  bucketBag,
  tote,
  clutch,
  cardHolder,
  pump,
  loafer,
  sneaker,
  ankleBoot,
  scarf,
  silkSquare,
  belt,
  fedora,
  sunglasses,
  watch,
  necklace,
  hoops,
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof figures;
