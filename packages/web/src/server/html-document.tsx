import { renderToStaticMarkup } from 'react-dom/server';
import { jsonScriptText } from '../shared/json-script-text';
import { ROUTER_DATA_ELEMENT_ID, type RouterData } from '../shared/route-data/hydration-data';
import type { RenderedPage } from './render-page';
import { shareTags } from './share-tags';

/** What only a page rendered per request carries: its data for the hydration, and the origin of its addresses. */
export interface ServedExtras {
  data: RouterData;
  origin: string;
}

/**
 * The built `index.html` with a rendered page in `#root` and that page's title and description; a page rendered
 * per request also gets its canonical link and shared card in `<head>`, and its data in a JSON block after
 * `#root`, outside what React hydrates.
 */
export function htmlDocument(
  template: string,
  page: Pick<RenderedPage, 'html' | 'head'>,
  served?: ServedExtras,
): string {
  const dataBlock = served
    ? `<script type="application/json" id="${ROUTER_DATA_ELEMENT_ID}">${jsonScriptText(served.data)}</script>`
    : '';
  // React writes the page's preloads (its first pictures) before the page: they go in the head, before the title
  // and so before the stylesheet the build inlines under it, where the browser meets them first.
  const [preloads = ''] = /^(?:<link rel="preload"[^>]*>)*/.exec(page.html) ?? [];
  let document = template
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html.slice(preloads.length)}</div>${dataBlock}`,
    )
    .replace('<title>', () => `${preloads}<title>`);
  const { title, description } = page.head;
  // React writes them, escaped as it escapes the page itself.
  if (title)
    document = document.replace(/<title>[^<]*<\/title>/, () => renderToStaticMarkup(<title>{title}</title>));
  if (description) {
    document = document.replace(/<meta name="description"[^>]*>/, () =>
      renderToStaticMarkup(<meta name="description" content={description} />),
    );
  }
  if (served) document = document.replace('</head>', () => `${shareTags(page.head, served.origin)}</head>`);
  return document;
}

/**
 * The template with its stylesheet links replaced by the stylesheets themselves: a page is then drawn as soon as
 * its HTML arrives, with no second request before the first paint. `read` gives a stylesheet's text by its href.
 */
export async function withInlineStylesheets(
  template: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)];
  let document = template;
  for (const [link, href = ''] of links) {
    const css = await read(href);
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it closes the <style> element`);
    document = document.replace(link, () => `<style>${css}</style>`);
  }
  return document;
}
