import { renderToStaticMarkup } from 'react-dom/server';
import type { RenderedPage } from './render-page';

/** The built `index.html` with a prerendered page in `#root` and that page's title and description. */
export function htmlDocument(template: string, page: RenderedPage): string {
  let document = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  const { title, description } = page.head;
  // React writes them, escaped as it escapes the page itself.
  if (title)
    document = document.replace(/<title>[^<]*<\/title>/, () => renderToStaticMarkup(<title>{title}</title>));
  if (description) {
    document = document.replace(/<meta name="description"[^>]*>/, () =>
      renderToStaticMarkup(<meta name="description" content={description} />),
    );
  }
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
