import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { hashInlineStyles, type StyleHashManifest } from './inline-style-hashes.js';

/**
 * The CSP style hashes of every page of a built web app (`webRoot`), keyed by its path as the app asks for it.
 * Made once at build for runtimes that read no disk (workerd); Node hashes each page when first served.
 */
export async function buildStyleManifest(webRoot: string): Promise<StyleHashManifest> {
  const entries = await readdir(webRoot, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(webRoot, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const hashes = await Promise.all(
    pages.map(async (page) => hashInlineStyles(await readFile(join(webRoot, page), 'utf8'))),
  );
  return Object.fromEntries(pages.map((page, index) => [page, hashes[index] ?? []]));
}
