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
