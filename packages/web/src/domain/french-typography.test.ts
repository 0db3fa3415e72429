import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults, narrowFrenchSpaces } from './french-typography';

const narrow = (text: string) => narrowFrenchSpaces(text).replaceAll('\u202F', '⍽');

describe('narrowFrenchSpaces', () => {
  it('makes the space before « ; : ! ? » and inside « » narrow and unbreakable', () => {
    expect(narrow('Prix : de 50 €')).toBe('Prix⍽: de 50 €');
    expect(narrow('Une question ? Écrivez-nous ; nous répondons !')).toBe(
      'Une question⍽? Écrivez-nous⍽; nous répondons⍽!',
    );
    expect(narrow('Aucun résultat pour « robe »')).toBe('Aucun résultat pour «⍽robe⍽»');
    expect(narrow('Vraiment ?!')).toBe('Vraiment⍽?!');
  });

  it('works on parts of a text, as a template literal splits it', () => {
    expect(narrow('pour « ')).toBe('pour «⍽');
    expect(narrow(' » trouvé')).toBe('⍽» trouvé');
    expect(narrow(' : ')).toBe('⍽: ');
  });

  it('changes only spaces, one for one, and never adds one', () => {
    for (const text of [
      'Recherche: robe',
      'https://maison-aurele.be/shop?search=robe',
      'à 10:30',
      'mailto:a@b.be',
    ]) {
      expect(narrowFrenchSpaces(text)).toBe(text);
    }
    const text = 'Livraison : 2 à 4 jours « ouvrés » ?';
    expect(narrowFrenchSpaces(text)).toHaveLength(text.length);
  });

  it('keeps the product’s own strings to the letter', () => {
    expect(narrow('Bientôt disponible !')).toBe('Bientôt disponible !');
    expect(narrow('Le produit n’a pas pu être chargé: HTTP 404: Not Found')).toBe(
      'Le produit n’a pas pu être chargé: HTTP 404: Not Found',
    );
  });
});

describe('frenchTypographyFaults', () => {
  it('finds an ordinary space, a missing one and an ungrouped count', () => {
    expect(frenchTypographyFaults('Total : 90 €')).toEqual(['ordinary space "Total : 90 €"']);
    expect(frenchTypographyFaults('Recherche: robe')).toEqual(['no space "Recherche: robe"']);
    expect(frenchTypographyFaults('«robe»')).toHaveLength(2);
    expect(frenchTypographyFaults('5000 créations')).toEqual(['count "5000 créations"']);
  });

  it('passes French as it should be, addresses, times, years and the product’s own strings', () => {
    const right = [
      narrowFrenchSpaces('Total : 90 € « ici » ?'),
      '5\u202F000 créations',
      'https://maison-aurele.be/shop?search=robe à 10:30',
      'depuis 2023 nous',
      '75001 Paris',
      'Oups! Quelque chose s’est mal passé.',
      '3 en stock!',
      'Bientôt disponible !',
    ];
    for (const text of right) expect(frenchTypographyFaults(text)).toEqual([]);
  });
});
