import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { routes } from '../src/app/routes';
import { htmlDocument, withInlineStylesheets } from '../src/prerender/html-document';
import { prerenderedPages } from '../src/prerender/page-paths';
import { renderPage } from '../src/prerender/render-page';

/**
 * Build step after `vite build`: writes the HTML of every page into the built web app, so the first paint needs
 * no JavaScript (DESIGN.md, rendering). Bundled by `vite build --ssr`, then run with Node.
 */
const webRoot = new URL('../dist/', import.meta.url);
const template = await withInlineStylesheets(await readFile(new URL('index.html', webRoot), 'utf8'), (href) =>
  readFile(new URL(`.${href}`, webRoot), 'utf8'),
);

for (const page of prerenderedPages(routes)) {
  const file = new URL(page.file, webRoot);
  await mkdir(dirname(file.pathname), { recursive: true });
  await writeFile(file, htmlDocument(template, await renderPage(page.url)));
  console.log(`prerendered ${page.url} → dist/${page.file}`);
}
