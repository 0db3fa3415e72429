/** Every path names its bytes for ever (the content hash is in the file name): cache without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the client already holds this version (`If-None-Match`, weak or strong, or `*`). */
export function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** Opened on its own, an SVG is a document: it may draw, never run anything. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;
