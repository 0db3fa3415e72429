import { productSchema } from '@aurele/storefront-contract';
import { observedListProduct, observedListVariant } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { toCatalogueEntry } from './catalogue-entry.js';
import { defaultCatalogueTables } from './catalogue-tables.js';

const CDN = 'https://cdn.storefront.example';

function variant(id: string, size: string, colour: string, image: string | null) {
  return observedListVariant({
    id,
    image_url: image,
    options: [
      { id: `${id}-size`, option_id: 'opt_size', value: size },
      { id: `${id}-colour`, option_id: 'opt_colour', value: colour },
    ],
  });
}

const dress = productSchema.parse(
  observedListProduct({
    options: [
      { id: 'opt_size', title: 'Taille', values: [] },
      { id: 'opt_colour', title: 'Couleur', values: [] },
    ],
    variants: [
      variant('variant_ivoire_36', '36', 'Ivoire', `${CDN}/robe-ivoire.jpg`),
      variant('variant_ivoire_38', '38', 'Ivoire', `${CDN}/robe-ivoire-2.jpg`),
      variant('variant_noir_36', '36', ' Noir ', null),
      variant('variant_bordeaux_36', '36', 'Bordeaux', 'ftp://elsewhere/robe.jpg'),
    ],
  }),
);

describe('a tile’s colours', () => {
  it('lists each colour once, in the store’s order, with the photo of its first variant', () => {
    expect(toCatalogueEntry(dress, defaultCatalogueTables).tile.colours).toEqual([
      { value: 'Ivoire', image: `${CDN}/robe-ivoire.jpg` },
      // No photo of its own, or one the shop cannot show: the card keeps the product's.
      { value: 'Noir', image: null },
      { value: 'Bordeaux', image: null },
    ]);
  });

  it('is empty for a product without a colour option', () => {
    const scarf = productSchema.parse(observedListProduct());
    expect(toCatalogueEntry(scarf, defaultCatalogueTables).tile.colours).toEqual([]);
  });
});
