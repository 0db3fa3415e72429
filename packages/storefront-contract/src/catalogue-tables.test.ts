import { describe, expect, it } from 'vitest';
import { brandName, isBrandId } from './catalogue-tables.js';

describe('brandName', () => {
  it('names a brand the table knows, and nothing else', () => {
    expect(brandName('maison-aurele')).toBe('Maison Aurèle');
    expect(brandName('dolce-gabbana')).toBe('Dolce & Gabbana');
    for (const unknown of ['balenciaga', 'toString', '__proto__', '', null, undefined]) {
      expect(brandName(unknown)).toBeNull();
      expect(isBrandId(unknown)).toBe(false);
    }
  });
});
