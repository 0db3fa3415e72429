import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and documents cite the product's rules by their path in docs/ from the repository's root
// (docs/README.md); this keeps every citation pointing at a file and a heading that exist.
const root = join(import.meta.dirname, '..');
const searched = ['packages', 'tests', 'scripts', '.storybook', 'docs', 'README.md'];
const skipped =
  /(^|\/)(node_modules|dist|dist-server|dist-edge|storybook-static|\.turbo|test-results|coverage)$/;
const readable = /\.(ts|tsx|mts|mjs|md|jsonc)$/;

function* filesUnder(path: string): Generator<string> {
  if (skipped.test(path)) return;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (readable.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(path)) yield* filesUnder(join(path, name));
}

const files = searched
  .flatMap((path) => [...filesUnder(join(root, path))])
  .filter((file) => file !== import.meta.filename);
const texts = files.map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(document: string): Set<string> {
  const text = readFileSync(join(root, document), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading ?? '')));
}

describe('citations of the docs', () => {
  it('name documents and headings that exist', () => {
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/[\w/-]+\.md(?:#[\p{L}\p{N}-]+)?/gu)].map(([citation]) => ({
        file,
        citation,
      })),
    );
    expect(cited.length).toBeGreaterThan(100);
    const broken = cited.filter(({ citation }) => {
      const [document = '', anchor] = citation.split('#');
      const exists = statSync(join(root, document), { throwIfNoEntry: false })?.isFile() ?? false;
      return !exists || (anchor !== undefined && !anchorsOf(document).has(anchor));
    });
    expect(broken).toEqual([]);
  });

  it('never point outside the repository', () => {
    // Spelt in pieces, so that this file does not name what it looks for.
    const outside = new RegExp(
      ['\\bSPEC(\\.md)?\\b', 'DECISIONS\\.md', 'STOREFRONT-API\\.md', '/work/'].join('|'),
    );
    expect(texts.filter(({ text }) => outside.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
