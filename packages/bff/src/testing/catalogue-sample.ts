import { type ProductListResponse, productListResponseSchema } from '@aurele/storefront-contract';

/** Real ids of the storefront's catalogue: a product, and a variant of a purchasable product with stock to sell. */
export interface CatalogueSample {
  product: ProductListResponse['products'][number];
  variantId: string;
}

/** Reads the sample straight from the storefront (not through the BFF, whose calls a test may be counting). */
export async function catalogueSample(storefront: {
  apiOrigin: string;
  storeId: string;
}): Promise<CatalogueSample> {
  const answer = await fetch(`${storefront.apiOrigin}/store/${storefront.storeId}/products?limit=100`);
  const { products } = productListResponseSchema.parse(await answer.json());
  for (const product of products.filter((p) => p.purchasable)) {
    const variant = product.variants.find((v) => !v.manage_inventory || (v.inventory_quantity ?? 0) >= 2);
    if (variant) return { product, variantId: variant.id };
  }
  throw new Error('The storefront sells nothing');
}
