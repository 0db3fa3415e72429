import type { Product } from '@aurele/storefront-contract';

/**
 * The sitemap (sitemaps.org protocol 0.9) of the shop at `origin`: its public pages, then one page per product
 * with its `updated_at` as `lastmod`. Every address is absolute and XML-escaped (`/shop?category=femme&…`).
 * One file holds 50 000 addresses: far more than a catalogue of a few hundred products needs.
 */
export function sitemapXml(
  origin: string,
  pages: readonly string[],
  products: readonly Pick<Product, 'id' | 'updated_at'>[],
): string {
  const entries = [
    ...pages.map((path) => entry(`${origin}${path}`)),
    ...products.map(({ id, updated_at }) =>
      entry(`${origin}/product/${encodeURIComponent(id)}`, w3cDate(updated_at)),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function entry(url: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(url)}</loc>${modified}</url>`;
}

/** A date crawlers read (W3C datetime, UTC); a value that is no date is left out rather than sent as is. */
function w3cDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
