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
} from './admin-catalogue.js';
export { brandOf } from './brand-of.js';
export type {
  CatalogueAnswer,
  CatalogueFacets,
  CatalogueTile,
  FacetCount,
  SuggestedProduct,
  SuggestionsAnswer,
  TileColour,
} from './catalogue-answers.js';
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
} from './catalogue-query.js';
export { categoryLabels } from './category-labels.js';
export { displayVariantOf, payableAmount } from './display-variant.js';
export { foldText, searchTerms } from './fold-text.js';
export { type OptionFacet, optionFacet } from './option-facets.js';
export type { PageAnswers } from './page-answers.js';
export type { PageRenderer, PageSource, RenderedDocument } from './page-renderer.js';
export { compareSizes } from './size-order.js';
export { webImageUrl } from './web-image-url.js';
