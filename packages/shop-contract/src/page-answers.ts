import type { ProductDetailResponse } from '@aurele/storefront-contract';
import type { CatalogueAnswer } from './catalogue-answers.js';
import type { CatalogueQuery } from './catalogue-query.js';

/**
 * What the web app's data pages load (their routes' loaders), as the API answers it: the BFF answers in process
 * when it renders a page, the browser over `/api/catalogue` and `/api/products/:id` when it navigates. A failure
 * throws (the BFF's `HttpError`, the browser's), which the page shows or the BFF falls back from.
 */
export interface PageAnswers {
  /** A page of a `/shop` query. */
  catalogue(query: CatalogueQuery, signal: LoaderSignal): Promise<CatalogueAnswer>;
  /** One product's detail, without its stock. */
  product(id: string, signal: LoaderSignal): Promise<ProductDetailResponse>;
}

/** The loader's `AbortSignal` (the page was left), as far as this package, which assumes no DOM, knows it. */
export interface LoaderSignal {
  readonly aborted: boolean;
}
