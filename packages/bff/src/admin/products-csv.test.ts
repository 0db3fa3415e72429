import type { AdminProductRow } from '@aurele/shop-contract';
import { describe, expect, it } from 'vitest';
import { csvField, productsCsv } from './products-csv.js';

const row: AdminProductRow = {
  id: 'prod_1',
  title: 'Blouse « Ivoire »; soie',
  reference: 'MA-F-1024',
  image: null,
  collections: ['femme', 'accessoires'],
  price: {
    amount: 18_900,
    sale_amount: 15_120,
    currency_code: 'eur',
    currency: { code: 'EUR', decimal_digits: 2 },
  },
  variantCount: 4,
  stock: { units: 12, soldOutVariants: 1, unlimited: false },
  status: 'published',
};

describe('productsCsv', () => {
  it('writes UTF-8 with a byte-order mark, `;` between fields, CRLF between rows, decimal commas', () => {
    const csv = productsCsv([
      row,
      { ...row, id: 'prod_2', price: null, stock: null, status: 'not-purchasable' },
    ]);
    expect(csv.startsWith('\uFEFFRéférence;Produit;Collections;Prix;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      'MA-F-1024;"Blouse « Ivoire »; soie";Femme, Accessoires;189,00;151,20;EUR;4;12;1;Publié;prod_1',
    );
    expect(lines[2]).toBe(
      'MA-F-1024;"Blouse « Ivoire »; soie";Femme, Accessoires;;;;4;;;Non achetable;prod_2',
    );
    expect(lines[3]).toBe('');
  });

  it('quotes what holds a quote or a line break, and keeps a spreadsheet from running a title as a formula', () => {
    expect(csvField('Sac "Lou"')).toBe('"Sac ""Lou"""');
    expect(csvField('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+33')).toBe("'+33");
    expect(csvField('Robe')).toBe('Robe');
  });
});
