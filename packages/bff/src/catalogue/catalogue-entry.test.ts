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

describe('a tile’s second photo', () => {
  it('is the next picture after the one the card shows, for a mouse resting on the card', () => {
    const scarf = productSchema.parse(observedListProduct());
    const { tile } = toCatalogueEntry(scarf, defaultCatalogueTables);
    expect(tile.image).toContain('foulard.webp');
    expect(tile.secondImage).toContain('foulard-dos.webp');
  });

  it('is null for a product with one picture, or pictures the shop cannot show', () => {
    const single = productSchema.parse(
      observedListProduct({ images: [{ url: `${CDN}/seul.jpg`, order: 0, type: 'image' }], thumbnail: null }),
    );
    expect(toCatalogueEntry(single, defaultCatalogueTables).tile).toMatchObject({
      image: `${CDN}/seul.jpg`,
      secondImage: null,
    });
    const elsewhere = productSchema.parse(
      observedListProduct({
        images: [
          { url: `${CDN}/seul.jpg`, order: 0, type: 'image' },
          { url: 'ftp://elsewhere/dos.jpg', order: 1, type: 'image' },
        ],
        thumbnail: null,
      }),
    );
    expect(toCatalogueEntry(elsewhere, defaultCatalogueTables).tile.secondImage).toBeNull();
  });
});
