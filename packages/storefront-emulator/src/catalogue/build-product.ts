import {
  defaultBrandCollectionTable,
  defaultCollectionTable,
  type Media,
  type Option,
} from '@aurele/storefront-contract';
import type { StoreProfile } from '../profiles/store-profile.js';
import { stableHash, stableNumber } from '../stable-hash.js';
import { stableId } from './ids.js';
import { planVariants, type VariantPlan } from './plan-variants.js';
import { additionalInfo, descriptionHtml } from './product-copy.js';
import type { ProductGallery } from './product-gallery.js';
import type { ProductSeed } from './product-seed.js';
import type { StoredProduct, StoredVariant } from './stored-product.js';

const DAY = 86_400_000;

/** What a product needs to know about its store and the rest of the catalogue to take its final shape. */
export interface ProductContext {
  readonly profile: StoreProfile;
  readonly now: Date;
  /** The storefront's `order`: negative, as real stores' often are. */
  readonly order: number;
  /** 1-based position of the product within each of its collections, by collection id. */
  readonly ranks: ReadonlyMap<string, number>;
  readonly idOf: (slug: string) => string;
  /** Turns a path of the public origin into the absolute URL a browser fetches. */
  readonly publicUrl: (path: string) => string;
  /** The catalogue's copy of a text that other products may repeat (HTML, URLs). */
  readonly shared: (text: string) => string;
  readonly gallery: ProductGallery;
}

/** The collections a seed sits in: its categories, then its brand's (lists carry no metadata, so brand shows there). */
export function collectionIdsOf(seed: ProductSeed): string[] {
  const categories = seed.collections.map((collection) => defaultCollectionTable[collection]);
  return seed.brand ? [...categories, defaultBrandCollectionTable[seed.brand]] : categories;
}

/** A stored storefront product (every field of both calls) from its seed. */
export function buildProduct(seed: ProductSeed, context: ProductContext): StoredProduct {
  const id = context.idOf(seed.slug);
  const plans = planVariants(seed);
  const options = buildOptions(seed, plans, context.profile);
  const front = context.gallery.byColour.get(seed.colours[0]);
  const thumbnail = front ? context.publicUrl(front) : null;
  const images: Media[] = context.gallery.media.map((path, index) => ({
    url: context.publicUrl(path),
    order: index,
    type: 'image',
  }));
  return {
    id,
    slug: seed.slug,
    url_handle: seed.slug,
    title: seed.title,
    subtitle: seed.subtitle,
    ribbon_text: seed.discount ? `-${seed.discount} %` : (seed.ribbon ?? null),
    description: context.shared(descriptionHtml(seed)),
    site_product_selection: seed.selection ?? null,
    thumbnail,
    product_collections: collectionIdsOf(seed).map((collectionId) => ({
      product_id: id,
      collection_id: collectionId,
      order: context.ranks.get(collectionId) ?? 0,
    })),
    order: context.order,
    variants: plans.map((plan, index) => buildVariant(seed, plan, index, options, context)),
    options,
    images,
    additional_info: additionalInfo(seed, context.profile.deliveryTab).map(({ title, html }, index) => ({
      id: stableId('info', `${seed.slug}/${title}`),
      order: index + 1,
      title,
      description: context.shared(html),
    })),
    type: { value: seed.type },
    purchasable: seed.purchasable ?? true,
    custom_fields: seed.engraving
      ? [
          {
            id: stableId('cf', `${seed.slug}/engraving`),
            title: 'Initiales à graver (3 lettres au plus)',
            is_required: false,
          },
        ]
      : [],
    ...(seed.related ? { related_products: relatedProducts(seed, seed.related, context) } : {}),
    seo_settings: {
      slug: seed.slug,
      description: seed.subtitle,
      ogImagePath: thumbnail,
      ogImageAlt: seed.title,
    },
    ...datesOf(seed, context.now),
    status: 'published',
    deleted_at: null,
    metadata: seed.brand ? { brand: seed.brand } : {},
    media: [
      ...images.map((image, index) => ({ id: stableId('media', `${seed.slug}/${index}`), ...image })),
      // A clip the shop must not take for a picture; the emulator does not serve it.
      ...(seed.video
        ? [
            {
              id: stableId('media', `${seed.slug}/video`),
              url: context.publicUrl(`/media/${seed.slug}.mp4`),
              order: images.length,
              type: 'video',
            },
          ]
        : []),
    ],
    hidden: seed.hidden ?? false,
  };
}

function relatedProducts(seed: ProductSeed, related: readonly string[], context: ProductContext) {
  return related.map((slug, index) => ({
    id: stableId('rel', `${seed.slug}/${slug}`),
    section_title: 'Pour compléter la silhouette',
    related_type: 'product',
    related_id: context.idOf(slug),
    position: index + 1,
  }));
}

/** The size option when the product comes in sizes, then the colour; each value points at its variant. */
function buildOptions(seed: ProductSeed, plans: readonly VariantPlan[], profile: StoreProfile): Option[] {
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
  const { size, colour } = profile.optionTitles;
  const colours = option(colour, (plan) => plan.colour);
  return seed.sizes ? [option(size, (plan) => plan.size), colours] : [colours];
}

function buildVariant(
  seed: ProductSeed,
  plan: VariantPlan,
  index: number,
  options: readonly Option[],
  context: ProductContext,
): StoredVariant {
  const image = context.gallery.byColour.get(plan.colour);
  const { currency, skuPrefix } = context.profile;
  return {
    id: plan.id,
    title: plan.title,
    sku: seed.withoutSku
      ? null
      : `${skuPrefix}-${seed.skuStem ?? stableHash(seed.slug, 6).toUpperCase()}-${String(index + 1).padStart(2, '0')}`,
    image_url: image ? context.publicUrl(image) : null,
    manage_inventory: plan.stock !== null,
    prices:
      plan.amount === null
        ? []
        : [
            {
              amount: plan.amount,
              sale_amount: plan.saleAmount,
              currency_code: currency.code.toLowerCase(),
              currency,
            },
          ],
    options: options.flatMap((option) =>
      option.values
        .filter((value) => value.variant_id === plan.id)
        .map((value) => ({ id: value.id, option_id: option.id, value: value.value })),
    ),
    stock: plan.stock,
  };
}

/**
 * Created `ageDays` before `now` (at a time of day of its own), updated some days later or `touchedDaysAgo`, never
 * before its creation nor after `now`.
 */
function datesOf(seed: ProductSeed, now: Date): { created_at: string; updated_at: string } {
  const hash = stableNumber(`${seed.slug}/dates`);
  const timeOfDay = (hash % 36_000) * 1000;
  const created = now.getTime() - seed.ageDays * DAY - timeOfDay;
  const updated =
    seed.touchedDaysAgo === undefined
      ? created + (seed.ageDays > 1 ? hash % Math.min(seed.ageDays, 30) : 0) * DAY
      : Math.max(created, now.getTime() - seed.touchedDaysAgo * DAY - timeOfDay);
  const iso = (time: number) => new Date(Math.floor(time / 1000) * 1000).toISOString();
  return { created_at: iso(created), updated_at: iso(updated) };
}
