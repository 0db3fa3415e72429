import { describe, expect, it } from 'vitest';
import type { PageHead } from '../shared/page-head';
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

  it('moves the preloads React writes before the page into the head, before the title and its stylesheet', () => {
    const preload =
      '<link rel="preload" as="image" imageSrcSet="a.jpg 160w" imageSizes="50vw" fetchPriority="high"/>';
    const html = htmlDocument(template, {
      html: `${preload}${preload.replace('a.jpg', 'b.jpg')}<main></main>`,
      head: {},
    });
    expect(html).toContain('<div id="root"><main></main></div>');
    expect(html).toContain(`${preload}${preload.replace('a.jpg', 'b.jpg')}<title>`);
  });

  it('preloads nothing for a page without pictures', () => {
    expect(htmlDocument(template, { html: '', head: {} })).not.toContain('rel="preload"');
  });
});

describe('htmlDocument of a page rendered per request', () => {
  const product = {
    id: 'prod_1',
    title: 'Robe </script><script>alert(1)</script>',
    description: '<p>a & b</p>',
  };
  const served = {
    origin: 'https://boutique.test',
    data: { loaderData: { product } },
  };
  const page = {
    html: '<main></main>',
    head: {
      title: 'Robe — Maison Aurèle',
      description: 'Une robe',
      canonicalPath: '/product/prod_1',
      card: {
        type: 'product',
        image: { url: 'https://cdn.test/robe.webp', alt: 'Robe "portefeuille" en soie' },
        price: { amount: '390.00', currency: 'EUR' },
      },
    } satisfies PageHead,
  };

  it('carries its data after #root in a JSON block nothing in the data can close, and gives it back whole', () => {
    const html = htmlDocument(template, page, served);
    const block = html.match(
      /<div id="root"><main><\/main><\/div><script type="application\/json" id="page-data">(.*?)<\/script>/,
    );
    expect(block).not.toBeNull();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(served.data);
  });

  it('says its canonical address, Open Graph and Twitter card in the head', () => {
    const html = htmlDocument(template, page, served);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<link rel="canonical" href="https://boutique.test/product/prod_1"/>',
      '<meta property="og:type" content="product"/>',
      '<meta property="og:url" content="https://boutique.test/product/prod_1"/>',
      '<meta property="og:locale" content="fr_FR"/>',
      '<meta property="og:title" content="Robe — Maison Aurèle"/>',
      '<meta property="og:description" content="Une robe"/>',
      '<meta property="og:image" content="https://cdn.test/robe.webp"/>',
      '<meta property="og:image:alt" content="Robe &quot;portefeuille&quot; en soie"/>',
      '<meta property="product:price:amount" content="390.00"/>',
      '<meta property="product:price:currency" content="EUR"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="twitter:image" content="https://cdn.test/robe.webp"/>',
      '<meta name="twitter:image:alt" content="Robe &quot;portefeuille&quot; en soie"/>',
    ]) {
      expect(head).toContain(tag);
    }
  });

  it('shows the house’s picture, described, for a page without one of its own', () => {
    const shop = {
      html: '<main></main>',
      head: { canonicalPath: '/shop', card: { type: 'website' } },
    } as const;
    const html = htmlDocument(template, shop, served);
    const alt = 'Maison Aurèle — mode de luxe accessible pour femme, homme et enfant';
    for (const tag of [
      '<meta property="og:type" content="website"/>',
      '<meta property="og:locale" content="fr_FR"/>',
      '<meta property="og:image" content="https://boutique.test/share-image.png"/>',
      `<meta property="og:image:alt" content="${alt}"/>`,
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="twitter:image" content="https://boutique.test/share-image.png"/>',
      `<meta name="twitter:image:alt" content="${alt}"/>`,
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('says none of them in a prerendered page, which knows no address and carries no data', () => {
    const html = htmlDocument(template, page);
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('page-data');
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
