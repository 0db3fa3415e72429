/** How long the browser may keep a file of the built web app, by its path relative to the web root. */
export function cacheControlFor(path: string): string {
  // Vite puts a content hash in these names: a new build means new names, so they never change.
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // Pages name the current assets: always revalidated (cheap, thanks to the ETag).
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}
