/** A weak validator of a body: the first 128 bits of its SHA-256, hex. Weak because compression may re-encode. */
export async function weakEtagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', body);
  const hex = Array.from(new Uint8Array(digest, 0, 16), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  return `W/"${hex}"`;
}

/** `If-None-Match` uses the weak comparison: `W/"x"` and `"x"` match. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
