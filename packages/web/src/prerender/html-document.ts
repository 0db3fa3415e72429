import type { RenderedPage } from './render-page';

/** The built `index.html` with a prerendered page in `#root` and that page's title and description. */
export function htmlDocument(template: string, page: RenderedPage): string {
  let document = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  const { title, description } = page.head;
  if (title)
    document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    document = document.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
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

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
