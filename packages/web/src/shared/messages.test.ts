import { describe, expect, it } from 'vitest';
import { houseTerms } from './house-terms';
import { paymentMeansPhrase, showResults } from './messages';

describe('showResults', () => {
  it('names the results a search or the phone’s panel leads to, without a number while they load or when there are none', () => {
    expect(showResults(24)).toBe('Voir les 24 résultats');
    expect(showResults(1)).toBe('Voir le résultat');
    expect(showResults(0)).toBe('Voir les résultats');
    expect(showResults(null)).toBe('Voir les résultats');
  });
});

describe('paymentMeansPhrase', () => {
  it('joins the means of payment as French lists them', () => {
    expect(paymentMeansPhrase).toBe(
      new Intl.ListFormat('fr', { type: 'conjunction' }).format(houseTerms.paymentMeans),
    );
  });
});
