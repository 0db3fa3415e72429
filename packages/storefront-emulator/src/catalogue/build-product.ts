import {
  type CategorySlug,
  defaultCollectionTable,
  type Option,
  type ProductDetail,
  type Variant,
} from '@aurele/storefront-contract';
import { stableHash, stableNumber } from '../stable-hash.js';
import { stableId } from './ids.js';
import { planVariants, type VariantPlan } from './plan-variants.js';
import { additionalInfo, descriptionHtml } from './product-copy.js';
import type { ProductGallery } from './product-gallery.js';
import type { ProductSeed } from './product-seed.js';
import { productTypes } from './product-types.js';
import { STORE_CURRENCY } from './store-currency.js';

const DAY = 86_400_000;

/** What a product needs to know about the rest of the catalogue to take its final shape. */
export interface ProductContext {
  readonly now: Date;
  /** 1-based position in the storefront's `order`. */
  readonly order: number;
  /** 1-based position of the product within each of its collections. */
  readonly ranks: ReadonlyMap<CategorySlug, number>;
  readonly idOf: (slug: string) => string;
  /** Turns an image path into the absolute URL a browser fetches. */
  readonly imageUrl: (path: string) => string;
  readonly gallery: ProductGallery;
}

/** A storefront product (detail shape, with its gallery) from its seed. */
export function buildProduct(seed: ProductSeed, context: ProductContext): ProductDetail {
  const id = context.idOf(seed.slug);
  const plans = planVariants(seed);
  const options = buildOptions(seed, plans);
  const thumbnail = context.gallery.byColour.get(seed.colours[0]);
  return {
    id,
    slug: seed.slug,
    title: seed.title,
    subtitle: seed.subtitle,
    ribbon_text: seed.discount ? `-${seed.discount} %` : (seed.ribbon ?? null),
    description: descriptionHtml(seed),
    thumbnail: thumbnail ? context.imageUrl(thumbnail) : null,
    status: 'published',
    is_hidden: seed.hidden ?? false,
    purchasable: seed.purchasable ?? true,
    order: context.order,
    site_product_selection: seed.selection ?? null,
    options,
    variants: plans.map((plan, index) => buildVariant(seed, plan, index, options, context)),
    product_collections: seed.collections.map((collection) => ({
      product_id: id,
      collection_id: defaultCollectionTable[collection],
      order: context.ranks.get(collection) ?? 0,
    })),
    additional_info: additionalInfo(seed).map(({ title, html }, index) => ({
      id: stableId('info', `${seed.slug}/${title}`),
      order: index + 1,
      title,
      description: html,
    })),
    type: { value: seed.type },
    custom_fields: seed.engraving
      ? [
          {
            id: stableId('cf', `${seed.slug}/engraving`),
            title: 'Initiales à graver (3 lettres au plus)',
            is_required: false,
          },
        ]
      : [],
    related_products: (seed.related ?? []).map((slug, index) => ({
      id: stableId('rel', `${seed.slug}/${slug}`),
      section_title: 'Pour compléter la silhouette',
      related_type: 'product',
      related_id: context.idOf(slug),
      position: index + 1,
    })),
    metadata: { brand: seed.brand },
    ...datesOf(seed, context.now),
    deleted_at: null,
    media: context.gallery.media.map((path, index) => ({
      url: context.imageUrl(path),
      order: index + 1,
      type: 'image',
    })),
  };
}

/** « Taille » when the product comes in sizes, then « Couleur »; each value points at its variant. */
function buildOptions(seed: ProductSeed, plans: readonly VariantPlan[]): Option[] {
  const option = (title: string, valueFor: (plan: VariantPlan) => string | null): Option => {
    const id = stableId('opt', `${seed.slug}/${title}`);
    return {
      id,
      title,
      values: plans.flatMap((plan) => {
        const value = valueFor(plan);
        return value === null
          ? []
          : [
              {
                id: stableId('optval', `${seed.slug}/${title}/${plan.title}`),
                option_id: id,
                variant_id: plan.id,
                value,
              },
            ];
      }),
    };
  };
  const colour = option('Couleur', (plan) => plan.colour);
  return seed.sizes ? [option('Taille', (plan) => plan.size), colour] : [colour];
}

function buildVariant(
  seed: ProductSeed,
  plan: VariantPlan,
  index: number,
  options: readonly Option[],
  context: ProductContext,
): Variant {
  const image = context.gallery.byColour.get(plan.colour);
  return {
    id: plan.id,
    title: plan.title,
    sku: `MA-${stableHash(seed.slug, 6).toUpperCase()}-${String(index + 1).padStart(2, '0')}`,
    image_url: image ? context.imageUrl(image) : null,
    manage_inventory: plan.stock !== null,
    inventory_quantity: plan.stock,
    weight: productTypes[seed.type],
    prices: [
      {
        amount: plan.amount,
        sale_amount: plan.saleAmount,
        currency_code: STORE_CURRENCY.code,
        currency: STORE_CURRENCY,
      },
    ],
    options: options.flatMap((option) =>
      option.values
        .filter((value) => value.variant_id === plan.id)
        .map((value) => ({ id: value.id, option_id: option.id, value: value.value })),
    ),
  };
}

/** Created `ageDays` before `now` (at a time of day of its own), updated some days later, never after `now`. */
function datesOf(seed: ProductSeed, now: Date): { created_at: string; updated_at: string } {
  const hash = stableNumber(`${seed.slug}/dates`);
  const created = now.getTime() - seed.ageDays * DAY - (hash % 36_000) * 1000;
  const updated = created + (seed.ageDays > 1 ? hash % Math.min(seed.ageDays, 30) : 0) * DAY;
  const iso = (time: number) => new Date(Math.floor(time / 1000) * 1000).toISOString();
  return { created_at: iso(created), updated_at: iso(updated) };
}
