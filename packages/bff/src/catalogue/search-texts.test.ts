import { describe, expect, it } from 'vitest';
import { SearchTexts } from './search-texts.js';

const texts = new SearchTexts(['robe en soie', 'pull', 'robe robe', 'sac\nen soie']);
const ranksWith = (term: string, most = Number.POSITIVE_INFINITY) => {
  const ranks: number[] = [];
  texts.forEachContaining(term, (rank) => {
    ranks.push(rank);
    return ranks.length < most;
  });
  return ranks;
};

describe('SearchTexts', () => {
  it('visits each text that holds a term once, in rank order', () => {
    expect(ranksWith('robe')).toEqual([0, 2]);
    expect(ranksWith('soie')).toEqual([0, 3]);
    expect(texts.text(3)).toBe('sac\nen soie');
  });

  it('stops when the visit says so', () => {
    expect(ranksWith('e', 2)).toEqual([0, 2]);
  });

  it('never matches across two texts, nor an empty term', () => {
    expect(ranksWith('iepull')).toEqual([]);
    expect(ranksWith('llrobe')).toEqual([]);
    expect(ranksWith('')).toEqual([]);
  });
});
