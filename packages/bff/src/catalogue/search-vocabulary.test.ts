import { describe, expect, it } from 'vitest';
import { SearchVocabulary } from './search-vocabulary.js';

const vocabulary = new SearchVocabulary(['robe longue en soie', 'pantalon large', 'chemise en lin', 'sac']);

describe('SearchVocabulary', () => {
  it('adds the catalogue words a term is a typo of, after the term itself', () => {
    expect(vocabulary.spellings('robbe')).toEqual(['robbe', 'robe']);
    expect(vocabulary.spellings('pantallon')).toEqual(['pantallon', 'pantalon']);
    expect(vocabulary.spellings('chemse')).toEqual(['chemse', 'chemise']);
  });

  it('forgives nothing in a short term, and keeps an exact word alone', () => {
    expect(vocabulary.spellings('sak')).toEqual(['sak']);
    expect(vocabulary.spellings('robe')).toEqual(['robe']);
    expect(vocabulary.spellings('zzzzzz')).toEqual(['zzzzzz']);
  });

  it('finds the nearest word one typo further than a search forgives, the term itself when it is a word', () => {
    expect(vocabulary.nearest('robbbe')).toBe('robe');
    expect(vocabulary.nearest('sca')).toBe('sac');
    expect(vocabulary.nearest('pantalllonn')).toBe('pantalon');
    expect(vocabulary.nearest('lin')).toBe('lin');
    expect(vocabulary.nearest('zzzzzz')).toBeUndefined();
  });
});
