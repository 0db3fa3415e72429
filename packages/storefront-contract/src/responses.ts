import { z } from 'zod';
import { productDetailSchema, productSchema } from './product.js';

/** GET /store/{store}/products */
export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * The list answer's envelope with its products unread: a reader checks them one by one, so that one product that
 * does not fit is left out instead of failing the whole list.
 */
export const productListEnvelopeSchema = z.object({
  products: z.array(z.unknown()),
  count: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
  limit: z.number().int().nonnegative().optional(),
});
export type ProductListEnvelope = z.infer<typeof productListEnvelopeSchema>;

/** GET /store/{store}/products/{id} */
export const productDetailResponseSchema = z.object({ product: productDetailSchema });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** GET /store/{store}/variants?fields=inventory_quantity */
export const variantStockSchema = z.object({
  id: z.string(),
  /** null for a variant that does not manage inventory. */
  inventory_quantity: z.number().int().nullable(),
});
export const variantStockResponseSchema = z.object({ variants: z.array(variantStockSchema) });
export type VariantStockResponse = z.infer<typeof variantStockResponseSchema>;

/** POST /store/{store}/checkout → 201; the URL already carries a query string. */
export const checkoutResponseSchema = z.object({ url: z.string().url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * Every storefront error, e.g. { message: ["property page should not exist"], error: "Bad Request", statusCode: 400 }.
 */
export const storefrontErrorSchema = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string().optional(),
  statusCode: z.number().int(),
  /** A machine code, e.g. `insufficient_inventory`. */
  code: z.string().optional(),
});
export type StorefrontError = z.infer<typeof storefrontErrorSchema>;
