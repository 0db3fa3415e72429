import { z } from 'zod';
import { priceSchema } from './money.js';

/*
 * Products as the hosted storefront really sends them (docs/storefront/api.md). Optional where an answer may omit a
 * field, nullable where it sends null. Unknown fields are stripped, never an error: the service adds fields.
 */

export const optionValueSchema = z.object({
  id: z.string(),
  option_id: z.string(),
  variant_id: z.string(),
  value: z.string(),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

/** A product option such as « Taille » or « Couleur », with every value its variants use. */
export const optionSchema = z.object({
  id: z.string(),
  title: z.string(),
  values: z.array(optionValueSchema),
});
export type Option = z.infer<typeof optionSchema>;

export const variantOptionSchema = z.object({ id: z.string(), option_id: z.string(), value: z.string() });

/** A variant of the list call; stock is not in it (only `/variants` says it). */
export const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  manage_inventory: z.boolean(),
  /** Empty for a product sold « sur demande ». The first price is in the store's currency. */
  prices: z.array(priceSchema),
  options: z.array(variantOptionSchema).optional(),
  is_available: z.boolean().optional(),
  /** Not in list answers; null when the variant does not manage inventory. */
  inventory_quantity: z.number().int().nullable().optional(),
  weight: z.number().nonnegative().nullable().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productCollectionSchema = z.object({
  product_id: z.string(),
  collection_id: z.string(),
  order: z.number().int().nullable().optional(),
});
export type ProductCollection = z.infer<typeof productCollectionSchema>;

export const additionalInfoSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.string(),
  /** HTML */
  description: z.string(),
});

/** An entry of the list call's `images` or the detail call's `media`; only `type: "image"` is a picture. */
export const mediaSchema = z.object({
  id: z.string().optional(),
  url: z.string(),
  order: z.number().int(),
  type: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** `lowest_price_first` or null; any other string is read like null (the cheapest variant is shown). */
export const siteProductSelectionSchema = z.string().nullable();

export const customFieldSchema = z.object({ id: z.string(), title: z.string(), is_required: z.boolean() });

export const relatedProductSchema = z.object({
  id: z.string(),
  section_title: z.string().nullable().optional(),
  related_type: z.string(),
  related_id: z.string(),
  position: z.number().int(),
});

export const seoSettingsSchema = z.object({
  slug: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  ogImagePath: z.string().nullable().optional(),
  ogImageAlt: z.string().nullable().optional(),
});

/** A product of `GET /products`. */
export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  ribbon_text: z.string().nullable().optional(),
  /** HTML, unsanitised (may be `<p></p>`): the shop must sanitise it before showing it. */
  description: z.string().nullable().optional(),
  site_product_selection: siteProductSelectionSchema.optional(),
  thumbnail: z.string().nullable().optional(),
  /** Often empty: some stores have no collections. */
  product_collections: z.array(productCollectionSchema).optional(),
  /** Often negative. */
  order: z.number().int(),
  variants: z.array(variantSchema),
  options: z.array(optionSchema).optional(),
  images: z.array(mediaSchema).optional(),
  additional_info: z.array(additionalInfoSchema).optional(),
  type: z.object({ value: z.string().nullable() }).nullable().optional(),
  purchasable: z.boolean().optional(),
  custom_fields: z.array(customFieldSchema).optional(),
  related_products: z.array(relatedProductSchema).optional(),
  updated_at: z.string(),
  slug: z.string().nullable().optional(),
  url_handle: z.string().nullable().optional(),
  is_available: z.boolean().optional(),
  seo_settings: seoSettingsSchema.nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** A product of `GET /products/{id}`: the list fields and the detail-only ones. */
export const productDetailSchema = productSchema.extend({
  status: z.string().optional(),
  created_at: z.string().optional(),
  deleted_at: z.string().nullable().optional(),
  /** Free-form; `brand` is a brand id when the store sets it. */
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  /** The gallery; entries of another type than `image` are not pictures. */
  media: z.array(mediaSchema).optional(),
  is_hidden: z.boolean().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
