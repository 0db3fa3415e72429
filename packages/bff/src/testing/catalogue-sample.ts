import {
  type Product,
  productListEnvelopeSchema,
  productSchema,
  variantStockResponseSchema,
} from '@aurele/storefront-contract';

/** Real ids of the storefront's catalogue: a product, and a priced variant of it with stock to sell. */
export interface CatalogueSample {
  product: Product;
  variantId: string;
}

/**
 * Reads the sample straight from the storefront (not through the BFF, whose calls a test may be counting). It
 * assumes no particular id, limit or shape beyond the contract: products that do not fit are passed over, and the
 * stock comes from `/variants`, the only call that says it.
 */
export async function catalogueSample(storefront: {
  apiOrigin: string;
  storeId: string;
}): Promise<CatalogueSample> {
  const base = `${storefront.apiOrigin}/store/${storefront.storeId}`;
  const { products } = productListEnvelopeSchema.parse(await (await fetch(`${base}/products`)).json());
  const sellable = products
    .flatMap((candidate) => {
      const parsed = productSchema.safeParse(candidate);
      return parsed.success ? [parsed.data] : [];
    })
    .filter((product) => product.purchasable !== false)
    .slice(0, 20);
  const ids = sellable.map((product) => `product_ids[]=${encodeURIComponent(product.id)}`).join('&');
  const stockAnswer = await fetch(`${base}/variants?fields=inventory_quantity&${ids}`);
  const { variants } = variantStockResponseSchema.parse(await stockAnswer.json());
  const stock = new Map(variants.map((variant) => [variant.id, variant.inventory_quantity]));
  for (const product of sellable) {
    const variant = product.variants.find(
      (v) => v.prices.length > 0 && (!v.manage_inventory || (stock.get(v.id) ?? 0) >= 2),
    );
    if (variant) return { product, variantId: variant.id };
  }
  throw new Error('The storefront sells nothing');
}
