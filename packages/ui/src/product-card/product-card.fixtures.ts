import type { ImageSource } from '../image/image-source';
import { tokens } from '../tokens/tokens';
import { type Garment, productArtwork } from './product-artwork';

// Stories only: the design system's demo cards (ProductCard's props), not a catalogue: the shop's stories and
// the running shop answer from the storefront emulator, and the web app maps the storefront's shapes itself.

export interface ProductFixture {
  id: string;
  title: string;
  subtitle: string;
  brand: string;
  price: number;
  salePrice: number | null;
  currency: string;
  image: ImageSource;
  ribbon: string | null;
}

const { palette } = tokens;

const product = (
  id: string,
  title: string,
  subtitle: string,
  brand: string,
  garment: Garment,
  background: string,
  price: number,
  extra: Partial<ProductFixture> = {},
): ProductFixture => ({
  id,
  title,
  subtitle,
  brand,
  price,
  salePrice: null,
  currency: 'eur',
  image: { src: productArtwork(garment, background), width: 600, height: 800 },
  ribbon: null,
  ...extra,
});

export const productFixtures: ProductFixture[] = [
  product(
    'manteau-laine',
    'Manteau en laine double face',
    'Coupe droite, laine vierge',
    'Maison Aurèle',
    'coat',
    palette.linen,
    59000,
    {
      ribbon: 'Nouveau',
    },
  ),
  product(
    'echarpe-cachemire',
    'Écharpe en cachemire',
    '100 % cachemire, tissée en Écosse',
    'Maison Aurèle',
    'scarf',
    palette.blush,
    18900,
  ),
  product(
    'sac-cuir',
    'Sac seau en cuir grainé',
    'Cuir de veau, finitions main',
    'Prada',
    'bag',
    palette.sand,
    125000,
    {
      salePrice: 87500,
      ribbon: '-30 %',
    },
  ),
  product(
    'robe-soie',
    'Robe longue en soie',
    'Soie lavée, bretelles fines',
    'Versace',
    'dress',
    palette.slateMist,
    74000,
  ),
  product(
    'mocassins',
    'Mocassins en daim',
    'Semelle cuir, cousus Blake',
    'Gucci',
    'shoe',
    palette.ochreMist,
    49500,
  ),
  product(
    'chemise-popeline',
    'Chemise en popeline',
    'Coton égyptien, col italien',
    'Calvin Klein',
    'shirt',
    palette.mossMist,
    12900,
    {
      salePrice: 9900,
    },
  ),
];
