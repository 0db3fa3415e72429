export {
  type BrandCollectionTable,
  type BrandId,
  brandName,
  brandTable,
  type CategorySlug,
  type CollectionTable,
  defaultBrandCollectionTable,
  defaultCollectionTable,
  isBrandId,
} from './catalogue-tables.js';
export { checkoutErrorCodes } from './checkout-error-codes.js';
export { observedCurrencies } from './currencies.js';
export { houseDelivery } from './house-delivery.js';
export { type Currency, currencySchema, type Price, priceSchema } from './money.js';
export {
  additionalInfoSchema,
  customFieldSchema,
  type Media,
  mediaSchema,
  type Option,
  type OptionValue,
  optionSchema,
  optionValueSchema,
  type Product,
  type ProductCollection,
  type ProductDetail,
  productCollectionSchema,
  productDetailSchema,
  productSchema,
  relatedProductSchema,
  seoSettingsSchema,
  siteProductSelectionSchema,
  type Variant,
  variantOptionSchema,
  variantSchema,
} from './product.js';
export {
  type CheckoutItem,
  type CheckoutRequest,
  checkoutCustomerSchema,
  checkoutItemSchema,
  checkoutRequestSchema,
  customFieldValueSchema,
  PRODUCT_LIST_MAX_LIMIT,
  type ProductListQuery,
  productDetailQueryKeys,
  productDetailQuerySchema,
  productListQueryKeys,
  productListQuerySchema,
  productSortFields,
  variantsQueryKeys,
  variantsQuerySchema,
} from './requests.js';
export {
  type CheckoutResponse,
  checkoutResponseSchema,
  type ProductDetailResponse,
  type ProductListEnvelope,
  type ProductListResponse,
  productDetailResponseSchema,
  productListEnvelopeSchema,
  productListResponseSchema,
  type StorefrontError,
  storefrontErrorSchema,
  type VariantStockResponse,
  variantStockResponseSchema,
  variantStockSchema,
} from './responses.js';
export {
  ADMIN_PAGE_SIZE,
  ADMIN_QUERY_BOUNDS,
  type AdminCount,
  type AdminFigures,
  type AdminProductFilter,
  type AdminProductRow,
  type AdminProductStatus,
  type AdminProductsAnswer,
  type AdminProductsQuery,
  type AdminSortDirection,
  type AdminSortKey,
  type AdminStock,
  type AdminStockFreshness,
  adminProductFilters,
  adminProductsQueryEntries,
  adminProductsQueryKeys,
  adminSortDirections,
  adminSortKeys,
  DEFAULT_LOW_STOCK_THRESHOLD,
  emptyAdminProductsQuery,
} from './shop/admin-catalogue.js';
export { brandOf } from './shop/brand-of.js';
export type {
  CatalogueAnswer,
  CatalogueFacets,
  CatalogueTile,
  FacetCount,
  SuggestedProduct,
  SuggestionsAnswer,
} from './shop/catalogue-answers.js';
export {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_QUERY_BOUNDS,
  type CatalogueFilter,
  type CatalogueQuery,
  type CatalogueQueryKey,
  type CatalogueSortKey,
  catalogueFilters,
  catalogueQueryEntries,
  catalogueQueryKeys,
  catalogueQueryString,
  catalogueSortKeys,
  emptyCatalogueQuery,
  type QueryParams,
  type RejectedParameter,
  readCatalogueQuery,
  repeatableCatalogueKeys,
} from './shop/catalogue-query.js';
export { categoryLabels } from './shop/category-labels.js';
export { displayVariantOf, payableAmount } from './shop/display-variant.js';
export { foldText, searchTerms } from './shop/fold-text.js';
export { type OptionFacet, optionFacet } from './shop/option-facets.js';
export type { PageAnswers } from './shop/page-answers.js';
export type { PageRenderer, PageSource } from './shop/page-renderer.js';
export { compareSizes } from './shop/size-order.js';
export { webImageUrl } from './shop/web-image-url.js';
