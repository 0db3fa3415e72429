/**
 * Only web addresses are shown: anything else (a storage path, `javascript:`) is left out. The address is kept
 * exactly as the store wrote it, since CDN paths carry `%2F`-encoded segments that must stay encoded.
 */
export function webImageUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
