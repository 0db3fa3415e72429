import { describe, expect, it } from 'vitest';
import { htmlDocument, withInlineStylesheets } from './html-document';

const template =
  '<html><head><meta name="description" content="La boutique" /><title>Maison Aurèle</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('htmlDocument', () => {
  it('puts the page in #root, and its title and description in the head, escaped', () => {
    const html = htmlDocument(template, {
      html: '<main><h1>Livraison &amp; Retours</h1></main>',
      head: { title: 'Livraison & Retours — Maison Aurèle', description: 'Le "meilleur" <service>' },
    });
    expect(html).toContain('<div id="root"><main><h1>Livraison &amp; Retours</h1></main></div>');
    expect(html).toContain('<title>Livraison &amp; Retours — Maison Aurèle</title>');
    expect(html).toContain('<meta name="description" content="Le &quot;meilleur&quot; &lt;service&gt;"');
  });

  it("keeps the template's title and description when the page gives none", () => {
    const html = htmlDocument(template, { html: '<p>$& $1</p>', head: {} });
    expect(html).toContain('<title>Maison Aurèle</title>');
    expect(html).toContain('content="La boutique"');
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
  });
});

describe('withInlineStylesheets', () => {
  it('replaces each stylesheet link with its content', async () => {
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/style-1.css"><title>x</title></head>';
    const read = async (href: string) => `/* ${href} */ body{margin:0}`;
    expect(await withInlineStylesheets(page, read)).toBe(
      '<head><style>/* /assets/style-1.css */ body{margin:0}</style><title>x</title></head>',
    );
  });

  it('refuses a stylesheet that would close the element early', async () => {
    const page = '<link rel="stylesheet" href="/a.css">';
    await expect(withInlineStylesheets(page, async () => 'a{}</style><script>')).rejects.toThrow('/a.css');
  });
});
