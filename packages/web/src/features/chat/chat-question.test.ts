import { describe, expect, it } from 'vitest';
import { resembles, wordsOf } from './chat-question';

describe('wordsOf', () => {
  it('reads words without case, accents, punctuation or a final plural s or x', () => {
    expect(wordsOf('Livraisons ? Délais, CHAPEAUX !')).toEqual(['livraison', 'delai', 'chapeau']);
    expect(wordsOf("l'échange")).toEqual(['l', 'echange']);
    expect(wordsOf('  ')).toEqual([]);
  });

  it('keeps words of three letters whole', () => {
    expect(wordsOf('les bas mis')).toEqual(['les', 'bas', 'mis']);
  });
});

describe('resembles', () => {
  it('forgives one typo from five letters and two from eight', () => {
    expect(resembles('livrasion', 'livraison')).toBe(true);
    expect(resembles('livrazon', 'livraison')).toBe(true);
    expect(resembles('taile', 'taille')).toBe(true);
    expect(resembles('tile', 'taille')).toBe(false);
    expect(resembles('liv', 'livraison')).toBe(false);
  });

  it('asks short words to be exact', () => {
    expect(resembles('pour', 'port')).toBe(false);
    expect(resembles('visa', 'visa')).toBe(true);
  });
});
