/**
 * `robots.txt`: every crawler may read the shop but not the API (data, not pages) nor a shopper's private pages
 * (cart, sign-in, account…: nothing to index, and each visit would only cost an API call); the sitemap is named
 * by its absolute address, as the protocol asks.
 */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
