import type {
  additionalInfoSchema,
  customFieldSchema,
  Media,
  Option,
  Price,
  ProductCollection,
  relatedProductSchema,
  seoSettingsSchema,
  variantOptionSchema,
} from '@aurele/storefront-contract';
import type { z } from 'zod';

/**
 * A product as the emulated service holds it: every field either call may answer, all present, plus what only the
 * emulator knows (the seed stock, whether the product is hidden). Arrays are plain so that views share them.
 * `product-views.ts` cuts the list and the detail answers out of it, so neither call can carry a field the real one
 * does not.
 */
export interface StoredVariant {
  readonly id: string;
  readonly title: string;
  readonly sku: string | null;
  readonly image_url: string | null;
  readonly manage_inventory: boolean;
  /** Empty for a variant sold « sur demande ». */
  readonly prices: Price[];
  readonly options: z.infer<typeof variantOptionSchema>[];
  /** The seed stock (live stock is in `Inventory`); null when the variant does not manage inventory. */
  readonly stock: number | null;
}

export interface StoredProduct {
  readonly id: string;
  readonly slug: string;
  readonly url_handle: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly ribbon_text: string | null;
  readonly description: string;
  readonly site_product_selection: string | null;
  readonly thumbnail: string | null;
  readonly product_collections: ProductCollection[];
  readonly order: number;
  readonly variants: StoredVariant[];
  readonly options: Option[];
  readonly images: Media[];
  readonly additional_info: z.infer<typeof additionalInfoSchema>[];
  readonly type: { readonly value: string | null };
  readonly purchasable: boolean;
  readonly custom_fields: z.infer<typeof customFieldSchema>[];
  /** Only for seeds that name related products: 2026 answers omit the field. */
  readonly related_products?: z.infer<typeof relatedProductSchema>[];
  readonly seo_settings: z.infer<typeof seoSettingsSchema>;
  readonly updated_at: string;
  // Detail only.
  readonly status: 'published';
  readonly created_at: string;
  readonly deleted_at: null;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly media: Media[];
  // The emulator's own: a hidden product is listed only with `is_hidden=true`.
  readonly hidden: boolean;
}
