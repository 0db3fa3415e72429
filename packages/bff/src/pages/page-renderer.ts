/**
 * A page the BFF renders per request, with the storefront answers it needs exactly as `/api/products` gives them
 * to the browser (`catalogue`: the whole list's answer; `product`: the detail's answer). `url` is the path and
 * query the page renders; `origin` the shop's public origin, for its canonical and shared addresses.
 */
export type PageSource =
  | { route: 'home' | 'shop'; url: string; origin: string; catalogue: unknown }
  | { route: 'product'; url: string; origin: string; product: unknown };

/**
 * The web app's server renderer (packages/web, `dist-server/entry.js`): the whole HTML document of a page. The
 * BFF is given it (`createApp(config, { renderPage })`) and imports no React; it may throw, and the BFF then
 * serves the prerendered page instead.
 */
export type PageRenderer = (source: PageSource) => Promise<string>;
