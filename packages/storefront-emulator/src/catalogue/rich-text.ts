import { escapeHtml } from '../html.js';

/** The HTML the storefront carries in descriptions and information tabs, built from plain French text. */

/** Escapes the text, then turns `**words**` into `<strong>words</strong>`. */
function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

export const paragraph = (text: string) => `<p>${inlineHtml(text)}</p>`;
export const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
