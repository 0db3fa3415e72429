import type { StaticFile } from './static-files.js';

/**
 * The CSP hashes (`sha256-…`) of the style attributes in a prerendered page. Components of the design system's
 * libraries write a few inline styles (`display:none` on a closed panel); the page may keep exactly those.
 * Remembered per file version, so a page is read once per build, not once per request.
 */
export function inlineStyleHashes(): (path: string, file: StaticFile, version: string) => Promise<string[]> {
  const known = new Map<string, { version: string; hashes: Promise<string[]> }>();
  return (path, file, version) => {
    const entry = known.get(path);
    if (entry?.version === version) return entry.hashes;
    const hashes = new Response(file.open()).text().then(hashStyleAttributes);
    known.set(path, { version, hashes });
    return hashes;
  };
}

/** The hashes of every distinct `style="…"` value in an HTML text, as the browser reads them (entities decoded). */
export async function hashStyleAttributes(html: string): Promise<string[]> {
  const values = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? '')),
  );
  return Promise.all([...values].map(sha256));
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}
