import { describe, expect, it } from 'vitest';
import { productDescription } from './product-description';

describe('productDescription', () => {
  it("is the description's text, cut to 160 characters", () => {
    const long = `<p>${'Soie lavée, coupe portefeuille. '.repeat(10)}</p>`;
    expect(
      productDescription({ description: long, subtitle: null, title: 'Robe' }).length,
    ).toBeLessThanOrEqual(160);
  });

  it('falls back to the subtitle, then the title, when the store sends an empty description', () => {
    expect(productDescription({ description: '<p></p>', subtitle: 'Soie ivoire', title: 'Robe' })).toBe(
      'Soie ivoire',
    );
    expect(productDescription({ description: '<p> </p>', subtitle: null, title: 'Robe' })).toBe('Robe');
  });
});
