/**
 * The web app's server entry (`vite build --ssr`, to `dist-server/entry.js`): the BFF renders the data pages
 * with it per request, and the build prerenders every other page with it (prerender/write-pages.ts).
 */

import type { PageRenderer } from '@aurele/shop-contract';
import { brandCollectionTable } from '../storefront/brand-collection-table';
import { collectionTable } from '../storefront/collection-table';
import { htmlDocument, withInlineStylesheets } from './html-document';
import { NOT_FOUND_PAGE, PARAMETER_PAGE } from './page-paths';
import { renderPage } from './render-page';
import { SITE_ROUTES_FILE } from './site-routes';

export { prerenderedPages } from './page-paths';
export { withInlineStylesheets };

/** The file beside this entry that holds the page template: `index.html` with its stylesheet inlined. */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/**
 * The files of `dist` that the BFF looks for by name (its `WebBuildFiles`): it takes the names from here, so
 * they are declared by the build that writes those files, and only here.
 */
export const BUILD_FILES = {
  parameterPage: PARAMETER_PAGE,
  notFoundPage: NOT_FOUND_PAGE,
  siteRoutes: SITE_ROUTES_FILE,
};

/**
 * The store's collection for each category and brand, as this build was given them (`VITE_COLLECTION_TABLE`,
 * `VITE_BRAND_COLLECTION_TABLE`): the BFF's catalogue index files products under them, so the server answers
 * `/shop?category=…` with the collections the shop's links name.
 */
export const CATALOGUE_TABLES = { collections: collectionTable, brandCollections: brandCollectionTable };

/** The page of a URL as the build writes it: no data, no origin; the browser loads what the page needs. */
export async function prerenderDocument(template: string, url: string): Promise<string> {
  return htmlDocument(template, await renderPage(url, { answers: null, origin: '' }));
}

/**
 * The renderer the BFF is given: a page with what its loaders answered, as a whole HTML document with its head
 * tags (title, description, canonical, Open Graph, Twitter card) and its data block for the hydration, and its
 * status.
 */
export function createPageRenderer(template: string): PageRenderer {
  return async ({ url, origin, answers }) => {
    const page = await renderPage(url, { answers, origin });
    return { html: htmlDocument(template, page, { data: page.data, origin }), status: page.status };
  };
}
