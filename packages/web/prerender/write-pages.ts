import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { brandLinks, categoryLinks } from '../src/app/layout/navigation';
import { routes } from '../src/app/routes';
import {
  PAGE_TEMPLATE_FILE,
  prerenderDocument,
  prerenderedPages,
  withInlineStylesheets,
} from '../src/server/entry';
import { SITE_ROUTES_FILE, siteRoutes } from '../src/server/site-routes';
import { precompressAssets } from './precompress-assets';

/**
 * Build step after `vite build` and `vite build --ssr`: writes the HTML of every page into the built web app, so
 * the first paint needs no JavaScript (DESIGN.md, rendering), and the page template the server entry renders
 * into beside that entry, and a Brotli copy of each asset. Bundled with the entry, then run with Node.
 */
const webRoot = new URL('../dist/', import.meta.url);
const template = await withInlineStylesheets(await readFile(new URL('index.html', webRoot), 'utf8'), (href) =>
  readFile(new URL(`.${href}`, webRoot), 'utf8'),
);
await writeFile(new URL(PAGE_TEMPLATE_FILE, import.meta.url), template);

for (const page of prerenderedPages(routes)) {
  const file = new URL(page.file, webRoot);
  await mkdir(dirname(file.pathname), { recursive: true });
  await writeFile(file, await prerenderDocument(template, page.url));
  console.log(`prerendered ${page.url} → dist/${page.file}`);
}

// The BFF reads this list for /sitemap.xml and /robots.txt, so it knows the pages without importing React.
const crawlable = siteRoutes(
  routes,
  [...categoryLinks, ...brandLinks].map(({ href }) => href),
);
await writeFile(new URL(SITE_ROUTES_FILE, webRoot), `${JSON.stringify(crawlable, null, 2)}\n`);
console.log(
  `listed ${crawlable.public.length} public and ${crawlable.private.length} private pages → dist/${SITE_ROUTES_FILE}`,
);

const compressed = await precompressAssets(new URL('assets/', webRoot));
console.log(`compressed ${compressed} assets with Brotli → dist/assets/*.br`);
