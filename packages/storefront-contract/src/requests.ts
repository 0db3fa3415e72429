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
] as const;
export const productDetailQueryKeys = ['field'] as const;
export const variantsQueryKeys = ['fields', 'product_ids[]'] as const;

export const productSortFields = ['order', 'created_at', 'updated_at', 'title'] as const;
export const PRODUCT_LIST_MAX_LIMIT = 100;

export const productListQuerySchema = z.object({
  'ids[]': z.array(z.string().min(1)).optional(),
  offset: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX_LIMIT).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  sort_by: z.enum(productSortFields).optional(),
  is_hidden: z.enum(['true', 'false']).optional(),
  to_date: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productDetailQuerySchema = z.object({ field: z.enum(['id', 'slug']).optional() });

export const variantsQuerySchema = z.object({
  fields: z.literal('inventory_quantity').optional(),
  'product_ids[]': z.array(z.string().min(1)).optional(),
});

export const CHECKOUT_MAX_LINES = 50;
export const CHECKOUT_MAX_QUANTITY = 99;

export const checkoutItemSchema = z.object({
  variant_id: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(CHECKOUT_MAX_QUANTITY),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** The body the storefront takes; the BFF sets both URLs itself. */
export const checkoutRequestSchema = z.object({
  items: z.array(checkoutItemSchema).min(1).max(CHECKOUT_MAX_LINES),
  successUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  locale: z.string().max(35).optional(),
  timeZone: z.string().max(64).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
