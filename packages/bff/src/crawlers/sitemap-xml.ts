/** A product as the sitemap lists it. */
export interface SitemapProduct {
  id: string;
  updatedAt: string;
}

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap (sitemaps.org protocol 0.9) of the shop at `origin`: its public pages, then one page per product
 * with its `updated_at` as `lastmod`. Every address is absolute and XML-escaped (`/shop?category=femme&…`). Beyond
 * 50 000 addresses (the protocol's limit) it is split: `/sitemap.xml` is then an index of `/sitemap-1.xml`, … .
 */
export function sitemapFiles(
  origin: string,
  pages: readonly string[],
  products: readonly SitemapProduct[],
): { main: string; parts: string[] } {
  const entries = [
    ...pages.map((path) => entry(`${origin}${path}`)),
    ...products.map(({ id, updatedAt }) =>
      entry(`${origin}/product/${encodeURIComponent(id)}`, w3cDate(updatedAt)),
    ),
  ];
  if (entries.length <= SITEMAP_MAX_URLS) return { main: urlset(entries), parts: [] };
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += SITEMAP_MAX_URLS) {
    parts.push(urlset(entries.slice(start, start + SITEMAP_MAX_URLS)));
  }
  const index = parts.map(
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n + 1}.xml`)}</loc></sitemap>`,
  );
  return {
    main: xmlFile(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      index,
      '</sitemapindex>',
    ),
    parts,
  };
}

function urlset(entries: string[]): string {
  return xmlFile('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', entries, '</urlset>');
}

function xmlFile(open: string, lines: string[], close: string): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', open, ...lines, close, ''].join('\n');
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

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
