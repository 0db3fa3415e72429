import type { CatalogueAnswer } from '@aurele/storefront-contract';

/**
 * A page the BFF renders per request, with the answers it needs exactly as the API gives them to the browser
 * (`catalogue`: `/api/catalogue`'s answer to the page's query, the first page of the featured order for `/`;
 * `product`: the detail's answer; `/auth` needs none, only its address). `url` is the path and query the page
 * renders; `origin` the shop's public origin, for its canonical and shared addresses.
 */
export type PageSource =
  | { route: 'home' | 'shop'; url: string; origin: string; catalogue: CatalogueAnswer }
  | { route: 'product'; url: string; origin: string; product: unknown }
  | { route: 'auth'; url: string; origin: string };

/**
 * The web app's server renderer (packages/web, `dist-server/entry.js`): the whole HTML document of a page. The
 * BFF is given it (`createApp(config, { renderPage })`) and imports no React; it may throw, and the BFF then
 * serves the prerendered page instead.
 */
export type PageRenderer = (source: PageSource) => Promise<string>;
