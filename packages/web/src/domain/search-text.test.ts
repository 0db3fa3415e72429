import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTerms } from './search-text';

describe('foldForSearch', () => {
  it('drops case, accents and ligatures', () => {
    expect(foldForSearch('Écharpe en Cœur de Cachemire')).toBe('echarpe en coeur de cachemire');
    expect(foldForSearch('DOLCE & GABBANA — Æther')).toBe('dolce & gabbana — aether');
  });
});

describe('searchTerms', () => {
  it('splits a query into folded words', () => {
    expect(searchTerms('  Écharpe   SOIE ')).toEqual(['echarpe', 'soie']);
  });

  it('has no term for blank text', () => {
    expect(searchTerms(' \t\n')).toEqual([]);
  });
});
