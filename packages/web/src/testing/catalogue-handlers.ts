import {
  defaultCatalogueTables,
  indexCatalogue,
  queryCatalogue,
  relatedTiles,
  suggest,
  toCatalogueEntry,
} from '@aurele/bff/catalogue-engine';
import {
  type BrandId,
  type CategorySlug,
  type Currency,
  defaultBrandCollectionTable,
  defaultCollectionTable,
  type ProductDetail,
  type Product as RawProduct,
  readCatalogueQuery,
} from '@aurele/storefront-contract';
import { delay, HttpResponse, http } from 'msw';
import type { Product } from '../domain/product';
import type { ProductSummary } from '../domain/product-summary';
import { toProduct, withStock } from '../storefront/map-product';
import { toSummary } from '../storefront/map-tile';
import { artwork, type Silhouette } from './catalogue-artwork';
import { aRawPrice, aRawProduct, aRawVariant, listItem, rawRupee } from './storefront-fixtures';

// MSW handlers and a small raw catalogue for the home, shop and product stories: the BFF's answers, in the
// storefront's real shapes (lists without metadata, dates or stock; details with media; stock only from
// /variants), so stories go through the real client and mapping.

/** The stories' CDN: image paths `%2F`-encoded, as the storefront's are. */
const CDN = 'https://cdn.storefront.example';
/** Each picture's drawing, by address: the CDN handler answers them. */
const pictures = new Map<string, string>();
/** Each variant's stock as `/variants` says it: a count, or null for a variant without inventory. */
const stockByVariant = new Map<string, number | null>();

function picture(productId: string, index: number, silhouette: Silhouette, background: string): string {
  const url = `${CDN}/stores%2Fstory%2Fproducts%2F${productId}-${index + 1}.svg?alt=media`;
  pictures.set(url, artwork(silhouette, background));
  return url;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString().replace(/\.\d{3}Z$/, '.000Z');
}

interface VariantSpec {
  /** One value per option, in the product's option order. */
  values: string[];
  /** null: the variant does not manage inventory. */
  stock: number | null;
  /** null: no price, sold « sur demande ». */
  price: number | null;
  sale?: number | null;
  /** Index in the product's images. */
  image?: number;
}

interface ProductSpec {
  id: string;
  order: number;
  title: string;
  subtitle: string;
  ribbon?: string;
  brand?: BrandId;
  categories: CategorySlug[];
  createdDaysAgo: number;
  images: [Silhouette, string][];
  options: string[];
  variants: VariantSpec[];
  purchasable?: boolean;
  /** The euro unless said. */
  currency?: Currency;
  selection?: RawProduct['site_product_selection'];
  description?: string;
}

const info = (id: string) => [
  { id: `${id}_composition`, order: 1, title: 'Composition', description: '<ul><li>100 % soie</li></ul>' },
  {
    id: `${id}_care`,
    order: 2,
    title: 'Entretien',
    description: '<ul><li>Nettoyage à sec recommandé.</li></ul>',
  },
  {
    id: `${id}_delivery`,
    order: 3,
    title: 'Livraison & retours',
    description: '<p>Livraison standard offerte dès 150 €. Retours gratuits sous 30 jours.</p>',
  },
];

function rawProduct(spec: ProductSpec): ProductDetail {
  const images = spec.images.map(([silhouette, background], index) =>
    picture(spec.id, index, silhouette, background),
  );
  const variantId = (index: number) => `${spec.id}_v${index + 1}`;
  const optionId = (index: number) => `${spec.id}_opt${index + 1}`;
  const variants = spec.variants.map((variant, index) => {
    stockByVariant.set(variantId(index), variant.stock);
    return aRawVariant({
      id: variantId(index),
      title: variant.values.join(' / '),
      // Many stores leave the SKU empty.
      sku: index === 0 ? null : `SKU-${spec.id}-${index + 1}`,
      image_url: images[variant.image ?? 0] ?? null,
      manage_inventory: variant.stock !== null,
      prices: variant.price === null ? [] : [aRawPrice(variant.price, variant.sale ?? null, spec.currency)],
      options: variant.values.map((value, option) => ({
        id: `${variantId(index)}_${option}`,
        option_id: optionId(option),
        value,
      })),
    });
  });
  const collections = [
    ...spec.categories.map((category) => defaultCollectionTable[category]),
    ...(spec.brand ? [defaultBrandCollectionTable[spec.brand]] : []),
  ];
  const pictureEntries = images.map((url, index) => ({ url, order: index, type: 'image' }));
  return aRawProduct({
    id: spec.id,
    url_handle: spec.id,
    order: spec.order,
    title: spec.title,
    subtitle: spec.subtitle,
    ribbon_text: spec.ribbon ?? null,
    description:
      spec.description ??
      `<p>${spec.title}, ${spec.subtitle.toLowerCase()} : une pièce <strong>pensée pour durer</strong>.</p><ul><li>Fabriqué en Europe</li></ul>`,
    thumbnail: images[0] ?? null,
    purchasable: spec.purchasable ?? true,
    site_product_selection: spec.selection ?? null,
    options: spec.options.map((title, option) => ({
      id: optionId(option),
      title,
      values: spec.variants.map((variant, index) => ({
        id: `${variantId(index)}_${option}`,
        option_id: optionId(option),
        variant_id: variantId(index),
        value: variant.values[option] ?? '',
      })),
    })),
    variants,
    product_collections: collections.map((collection_id, order) => ({
      product_id: spec.id,
      collection_id,
      order,
    })),
    images: pictureEntries,
    additional_info: info(spec.id),
    metadata: spec.brand ? { brand: spec.brand } : {},
    created_at: daysAgo(spec.createdDaysAgo),
    updated_at: daysAgo(spec.createdDaysAgo),
    media: pictureEntries,
  });
}

const ivory = '#F1ECE3';
const blush = '#F3E7E6';
const sand = '#E4DDD1';
const mist = '#E4ECF4';
const sage = '#E5EFE8';
const ochre = '#F5ECD3';

/**
 * Eleven products that cover what pages show: variants, sale, sold out, not purchasable, untracked stock, and a
 * real store's odd ones: negative orders, a ULID id, no brand, no price.
 */
export const catalogue: ProductDetail[] = [
  rawProduct({
    id: 'robe-portefeuille',
    order: -10,
    title: 'Robe portefeuille en soie',
    subtitle: 'Soie lavée, ceinture à nouer',
    ribbon: 'Nouveau',
    brand: 'maison-aurele',
    categories: ['femme'],
    createdDaysAgo: 10,
    images: [
      ['dress', ivory],
      ['dress', sand],
      ['dress', blush],
    ],
    options: ['Taille', 'Couleur'],
    variants: [
      { values: ['36', 'Ivoire'], stock: 0, price: 39000 },
      { values: ['38', 'Ivoire'], stock: 6, price: 39000 },
      { values: ['36', 'Bordeaux'], stock: 3, price: 39000, image: 2 },
      { values: ['38', 'Bordeaux'], stock: 2, price: 39000, image: 2 },
    ],
  }),
  rawProduct({
    id: 'veste-costume',
    order: -9,
    title: 'Veste de costume en laine froide',
    subtitle: 'Super 120’s, coupe ajustée',
    brand: 'maison-aurele',
    categories: ['homme'],
    createdDaysAgo: 200,
    images: [['jacket', mist]],
    options: ['Taille'],
    variants: [
      { values: ['48'], stock: 10, price: 49000 },
      { values: ['50'], stock: 4, price: 49000 },
    ],
  }),
  rawProduct({
    id: 'sac-seau',
    order: -8,
    title: 'Sac seau en cuir grainé',
    subtitle: 'Lien coulissant, bandoulière réglable',
    ribbon: '-30 %',
    brand: 'michael-kors',
    categories: ['accessoires', 'femme'],
    createdDaysAgo: 120,
    images: [
      ['bag', ochre],
      ['bag', sand],
    ],
    options: ['Couleur'],
    variants: [
      { values: ['Camel'], stock: 11, price: 39500, sale: 27700 },
      { values: ['Noir'], stock: 27, price: 39500, sale: 27700, image: 1 },
    ],
  }),
  rawProduct({
    id: 'echarpe-cachemire',
    order: -7,
    title: 'Écharpe en cachemire',
    subtitle: 'Tissage sergé, franges courtes',
    brand: 'maison-aurele',
    categories: ['accessoires'],
    createdDaysAgo: 30,
    images: [['scarf', blush]],
    options: ['Couleur'],
    variants: [{ values: ['Camel'], stock: 3, price: 19500 }],
  }),
  rawProduct({
    id: 'cabas-nylon',
    order: -6,
    title: 'Cabas en nylon recyclé',
    subtitle: 'Anses en cuir, grand volume',
    brand: 'prada',
    categories: ['accessoires'],
    createdDaysAgo: 300,
    images: [['bag', sage]],
    options: ['Couleur'],
    variants: [{ values: ['Noir'], stock: 1, price: 149000 }],
  }),
  rawProduct({
    id: 'pull-marin',
    order: -5,
    title: 'Pull marin en coton',
    subtitle: 'Maille côtelée, col rond',
    brand: 'maison-aurele',
    categories: ['enfant'],
    createdDaysAgo: 60,
    images: [['sweater', mist]],
    options: ['Taille'],
    variants: [
      { values: ['4 ans'], stock: 2, price: 6900 },
      { values: ['6 ans'], stock: 15, price: 6900 },
    ],
  }),
  rawProduct({
    id: 'montre-automatique',
    order: -4,
    title: 'Montre automatique 36 mm',
    subtitle: 'Cadran ivoire, bracelet en cuir de veau',
    brand: 'maison-aurele',
    categories: ['accessoires'],
    createdDaysAgo: 250,
    selection: 'lowest_price_first',
    images: [
      ['watch', ochre],
      ['watch', mist],
    ],
    options: ['Couleur'],
    variants: [
      { values: ['Or'], stock: 2, price: 59000 },
      { values: ['Argent'], stock: 9, price: 52000, image: 1 },
    ],
  }),
  rawProduct({
    id: 'creoles-vermeil',
    order: -3,
    title: 'Créoles en vermeil',
    subtitle: 'Fermoir invisible, 30 mm',
    brand: 'maison-aurele',
    categories: ['accessoires'],
    createdDaysAgo: 20,
    purchasable: false,
    images: [['watch', ivory]],
    options: ['Couleur'],
    variants: [{ values: ['Or'], stock: 19, price: 12500 }],
  }),
  rawProduct({
    id: 'porte-cartes',
    order: -2,
    title: 'Porte-cartes en cuir',
    subtitle: 'Cuir saffiano, quatre fentes',
    ribbon: '-20 %',
    brand: 'gucci',
    categories: ['accessoires', 'homme'],
    createdDaysAgo: 150,
    images: [['bag', sand]],
    options: ['Couleur'],
    variants: [{ values: ['Noir'], stock: 0, price: 9900, sale: 7900 }],
  }),
  rawProduct({
    id: 'chemise-oxford',
    order: -1,
    title: 'Chemise en oxford',
    subtitle: 'Coton égyptien, col boutonné',
    brand: 'calvin-klein',
    categories: ['homme'],
    createdDaysAgo: 5,
    images: [['sweater', ivory]],
    options: ['Taille'],
    variants: [{ values: ['M'], stock: null, price: 11900 }],
  }),
  rawProduct({
    id: 'prod_01K2ZQ8A3C5E7G9J1K3M5N7P9Q',
    order: 1,
    title: 'Robe du soir sur mesure',
    subtitle: 'Crêpe de soie, coupée à vos mesures',
    // What real stores send for a product they did not describe.
    description: '<p></p>',
    categories: ['femme'],
    createdDaysAgo: 40,
    images: [['dress', blush]],
    options: [],
    variants: [{ values: ['Sur mesure'], stock: null, price: null }],
  }),
];

/** A small foreign store: rupees, no collections, no brands, no inventory kept. */
export const rupeeCatalogue: ProductDetail[] = [
  rawProduct({
    id: 'prod_01K2ZQ9C5E7G9J1K3M5N7P9R1S',
    order: -1,
    title: 'Kurta en coton',
    subtitle: 'Coton filé main, col officier',
    categories: [],
    createdDaysAgo: 12,
    currency: rawRupee,
    images: [['sweater', ochre]],
    options: [],
    variants: [{ values: ['Unique'], stock: null, price: 850000 }],
  }),
];

/** A product from the story catalogues, by id. */
export function catalogueProduct(id: string): ProductDetail {
  const product = [...catalogue, ...rupeeCatalogue].find((candidate) => candidate.id === id);
  if (!product) throw new Error(`No product ${id} in the story catalogue`);
  return product;
}

/** What `/variants` says of these products' variants. */
function stockOf(products: readonly ProductDetail[]) {
  return products
    .flatMap((product) => product.variants)
    .filter((variant) => stockByVariant.has(variant.id))
    .map(({ id }) => ({ id, inventory_quantity: stockByVariant.get(id) ?? null }));
}

/** A story product as the product page has it: mapped, with its live stock. */
export function storyProduct(id: string): Product {
  const raw = catalogueProduct(id);
  return withStock(toProduct(raw), stockOf([raw]));
}

/**
 * The BFF's catalogue index of `products`, as its engine builds it: newest first (as the storefront reads them
 * for it), « nouveautés » those created within 90 days.
 */
function catalogueIndexOf(products: readonly ProductDetail[]) {
  const newestFirst = [...products].sort(
    (a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''),
  );
  const since = Date.now() - 90 * DAY_MS;
  return indexCatalogue({
    entries: newestFirst.map((product) => toCatalogueEntry(listItem(product), defaultCatalogueTables)),
    newCount: newestFirst.filter((product) => Date.parse(product.created_at ?? '') >= since).length,
    readAt: Date.now(),
  });
}

/** A story product as a card has it: the tile the BFF's catalogue answers with. */
export function listedStorySummary(id: string): ProductSummary {
  return toSummary(toCatalogueEntry(listItem(catalogueProduct(id)), defaultCatalogueTables).tile);
}

function errorResponse(status: number, statusText: string) {
  return HttpResponse.json({ error: { status, message: statusText } }, { status, statusText });
}

/** The story CDN's pictures. */
const pictureHandler = http.get(`${CDN}/*`, ({ request }) => {
  const drawing = pictures.get(request.url);
  if (!drawing) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(decodeURIComponent(drawing.slice(drawing.indexOf(',') + 1)), {
    headers: { 'content-type': 'image/svg+xml' },
  });
});

/**
 * The BFF's catalogue routes over `products`: the query and the suggestions (answered by the BFF's own engine),
 * the list (by `ids[]` when asked), the detail (404 for an unknown id) and live stock; and the CDN's pictures.
 */
export function catalogueHandlers(products: readonly ProductDetail[] = catalogue) {
  const index = catalogueIndexOf(products);
  return [
    http.get('/api/catalogue', ({ request }) => {
      const { query, rejected } = readCatalogueQuery(new URL(request.url).searchParams);
      return rejected.length > 0
        ? errorResponse(400, 'Bad Request')
        : HttpResponse.json(queryCatalogue(index, query));
    }),
    http.get('/api/suggestions', ({ request }) =>
      HttpResponse.json(suggest(index, new URL(request.url).searchParams.get('q') ?? '')),
    ),
    http.get('/api/products', ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('ids[]');
      const listed = ids.length > 0 ? products.filter((product) => ids.includes(product.id)) : products;
      return HttpResponse.json({
        products: listed.map(listItem),
        count: listed.length,
        offset: 0,
        limit: listed.length,
      });
    }),
    http.get('/api/products/:id/related', ({ params }) =>
      HttpResponse.json({ products: relatedTiles(index, String(params.id)) }),
    ),
    http.get('/api/products/:id', ({ params }) => {
      const product = products.find((candidate) => candidate.id === params.id);
      return product ? HttpResponse.json({ product }) : errorResponse(404, 'Not Found');
    }),
    http.get('/api/variants', ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('product_ids[]');
      return HttpResponse.json({ variants: stockOf(products.filter((product) => ids.includes(product.id))) });
    }),
    pictureHandler,
  ];
}

const catalogueRoutes = [
  '/api/catalogue',
  '/api/suggestions',
  '/api/products',
  '/api/products/:id/related',
  '/api/products/:id',
  '/api/variants',
];

/** Every catalogue route waits forever: the loading states. */
export const slowCatalogueHandlers = catalogueRoutes.map((route) => http.get(route, () => delay('infinite')));

/** Every catalogue route fails with `status`. */
export function failingCatalogueHandlers(status = 503, statusText = 'Service Unavailable') {
  return catalogueRoutes.map((route) => http.get(route, () => errorResponse(status, statusText)));
}

/** The list fails once, then answers: « Réessayer » works. */
export function flakyCatalogueHandlers(products: readonly ProductDetail[] = catalogue) {
  let calls = 0;
  return [
    http.get('/api/catalogue', () => {
      calls += 1;
      return calls === 1 ? errorResponse(503, 'Service Unavailable') : undefined;
    }),
    ...catalogueHandlers(products),
  ];
}
