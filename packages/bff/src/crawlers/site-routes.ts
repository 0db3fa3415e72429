import { z } from 'zod';
import type { StaticFiles } from '../static/static-files.js';

/** A path of the shop: from `/`, printable, no spaces, short; a public one may carry a query. */
const sitePathSchema = z
  .string()
  .max(200)
  .regex(/^\/[\x21-\x7e]*$/);

const siteRoutesSchema = z.object({ public: z.array(sitePathSchema), private: z.array(sitePathSchema) });
export type SiteRoutes = z.infer<typeof siteRoutesSchema>;

/** Without a web build there are no pages to list, only the products. */
const NO_PAGES: SiteRoutes = { public: [], private: [] };

/**
 * Reads the shop's pages for crawlers, as the web build writes them from its route tree into `fileName`
 * (packages/web/src/server/site-routes.ts), so the BFF knows them without importing React; parsed once per version
 * of the file. A file that does not parse is a broken build: the error goes to the error handler (a 500), never
 * a sitemap that silently lacks every page.
 */
export function siteRoutesReader(
  files: StaticFiles | undefined,
  fileName: string | undefined,
): () => Promise<SiteRoutes> {
  let read: { version: string; routes: Promise<SiteRoutes> } | undefined;
  return async () => {
    const file = fileName ? await files?.find(fileName) : undefined;
    if (!file) return NO_PAGES;
    const { version } = file;
    if (read?.version !== version) {
      const routes = new Response(file.open()).json().then((data) => siteRoutesSchema.parse(data));
      read = { version, routes };
      // A failed read is not kept: the next request tries the file again.
      routes.catch(() => {
        if (read?.routes === routes) read = undefined;
      });
    }
    return read.routes;
  };
}
