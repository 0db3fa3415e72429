import type { StaticFile } from './static-files.js';

/** The CSP hashes of the inline styles of the page at `path` (relative to the web root). */
export type PageStyleHashes = (path: string, file: StaticFile) => Promise<string[]>;

/** Every page's hashes, computed when the web app is built (`build-style-manifest.ts`), keyed by path. */
export type StyleHashManifest = Record<string, string[]>;

/** The hashes from the build's manifest: the edge reads no page to know them (a page not in it has none). */
export function manifestStyleHashes(manifest: StyleHashManifest): PageStyleHashes {
  return async (path) => manifest[path] ?? [];
}

/**
 * The CSP hashes (`sha256-…`) of the inline styles of a prerendered page: its `<style>` element (the build inlines
 * the stylesheet so the page paints without a second request) and the style attributes the design system's
 * libraries write (`display:none` on a closed panel). The page may keep exactly those. Remembered per file
 * version, so a page is read once per build, not once per request.
 */
export function inlineStyleHashes(): PageStyleHashes {
  const known = new Map<string, { version: string; hashes: Promise<string[]> }>();
  return (path, file) => {
    const { version } = file;
    const entry = known.get(path);
    if (entry?.version === version) return entry.hashes;
    const hashes = new Response(file.open()).text().then(hashInlineStyles);
    known.set(path, { version, hashes });
    return hashes;
  };
}

/**
 * The hashes of every distinct inline style in an HTML text, as the browser reads it: `<style>` contents as they
 * are, `style="…"` values with their entities decoded.
 */
export async function hashInlineStyles(html: string): Promise<string[]> {
  const elements = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
  return Promise.all([...new Set([...elements, ...attributes])].map(sha256));
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
