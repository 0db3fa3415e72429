import { z } from 'zod';
import { priceSchema } from './money.js';

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

export const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  image_url: z.string().url().nullable(),
  manage_inventory: z.boolean(),
  /** null when the variant does not manage inventory. */
  inventory_quantity: z.number().int().nonnegative().nullable(),
  weight: z.number().nonnegative().nullable(),
  prices: z.array(priceSchema).min(1),
  options: z.array(z.object({ id: z.string(), option_id: z.string(), value: z.string() })),
});
export type Variant = z.infer<typeof variantSchema>;

export const productCollectionSchema = z.object({
  product_id: z.string(),
  collection_id: z.string(),
  order: z.number().int(),
});

export const additionalInfoSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.string(),
  /** HTML */
  description: z.string(),
});

export const mediaSchema = z.object({
  url: z.string().url(),
  order: z.number().int(),
  type: z.literal('image'),
});
export type Media = z.infer<typeof mediaSchema>;

export const siteProductSelectionSchema = z.enum(['lowest_price_first', 'first_variant']).nullable();

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  ribbon_text: z.string().nullable(),
  /** HTML, unsanitised: the shop must sanitise it before showing it. */
  description: z.string(),
  thumbnail: z.string().url().nullable(),
  status: z.enum(['published', 'draft']),
  is_hidden: z.boolean(),
  purchasable: z.boolean(),
  order: z.number().int(),
  site_product_selection: siteProductSelectionSchema,
  options: z.array(optionSchema),
  variants: z.array(variantSchema).min(1),
  product_collections: z.array(productCollectionSchema),
  additional_info: z.array(additionalInfoSchema),
  type: z.object({ value: z.string() }).nullable(),
  custom_fields: z.array(z.object({ id: z.string(), title: z.string(), is_required: z.boolean() })),
  related_products: z.array(
    z.object({
      id: z.string(),
      section_title: z.string(),
      related_type: z.string(),
      related_id: z.string(),
      position: z.number().int(),
    }),
  ),
  metadata: z.object({ brand: z.string().optional() }).catchall(z.unknown()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  deleted_at: z.iso.datetime().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** The detail call adds the gallery. */
export const productDetailSchema = productSchema.extend({ media: z.array(mediaSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;
