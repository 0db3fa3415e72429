import { z } from 'zod';
import { productDetailSchema, productSchema } from './product.js';

/** GET /store/{store}/products */
export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /store/{store}/products/{id} */
export const productDetailResponseSchema = z.object({ product: productDetailSchema });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** GET /store/{store}/variants?fields=inventory_quantity */
export const variantStockSchema = z.object({
  id: z.string(),
  inventory_quantity: z.number().int().nonnegative().nullable(),
});
export const variantStockResponseSchema = z.object({ variants: z.array(variantStockSchema) });
export type VariantStockResponse = z.infer<typeof variantStockResponseSchema>;

/** POST /store/{store}/checkout */
export const checkoutResponseSchema = z.object({ url: z.string().url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Every storefront error, e.g. { message: ["property page should not exist"], error: "Bad Request", statusCode: 400 }. */
export const storefrontErrorSchema = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
  statusCode: z.number().int(),
});
export type StorefrontError = z.infer<typeof storefrontErrorSchema>;
