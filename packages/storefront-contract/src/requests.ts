import { z } from 'zod';

/** Query parameters each storefront GET accepts; any other one is refused with « property X should not exist ». */
export const productListQueryKeys = [
  'ids[]',
  'offset',
  'limit',
  'order',
  'sort_by',
  'is_hidden',
  'to_date',
  'type',
  'exclude_types[]',
  'collection_ids[]',
] as const;
export const productDetailQueryKeys = ['field'] as const;
export const variantsQueryKeys = ['fields', 'product_ids[]'] as const;

/** The `sort_by` values seen answered. */
export const productSortFields = ['order', 'price', 'created_at', 'collection_order'] as const;
/** The largest `limit` seen accepted; without one the service answers the whole catalogue. */
export const PRODUCT_LIST_MAX_LIMIT = 1000;

export const productListQuerySchema = z.object({
  'ids[]': z.array(z.string().min(1)).optional(),
  offset: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX_LIMIT).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  sort_by: z.enum(productSortFields).optional(),
  is_hidden: z.enum(['true', 'false']).optional(),
  /** Products updated before this moment. */
  to_date: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  /** A product type, e.g. `physical`. */
  type: z.string().min(1).optional(),
  'exclude_types[]': z.array(z.string().min(1)).optional(),
  'collection_ids[]': z.array(z.string().min(1)).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productDetailQuerySchema = z.object({ field: z.enum(['id', 'slug', 'sku']).optional() });

export const variantsQuerySchema = z.object({
  fields: z.literal('inventory_quantity').optional(),
  'product_ids[]': z.array(z.string().min(1)).optional(),
});

/** A shopper's answer to one of the product's `custom_fields` (e.g. initials to engrave). */
export const customFieldValueSchema = z.object({
  custom_field_id: z.string().min(1),
  value: z.string(),
});

/** No limit on lines or units was seen on the service: whoever sends a checkout sets its own bounds. */
export const checkoutItemSchema = z.object({
  variant_id: z.string().min(1),
  quantity: z.number().int().min(1),
  custom_field_values: z.array(customFieldValueSchema).optional(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** Who pays, in the shop's own terms: its id for the shopper, and an e-mail to prefill the payment page. */
export const checkoutCustomerSchema = z.object({
  external_id: z.string().min(1),
  email: z.email().optional(),
});

/** The body the storefront takes; the BFF sets both URLs itself. */
export const checkoutRequestSchema = z.object({
  items: z.array(checkoutItemSchema).min(1),
  successUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  locale: z.string().max(35).optional(),
  timeZone: z.string().max(64).optional(),
  customer: checkoutCustomerSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
