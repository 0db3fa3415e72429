import { foldText } from '@aurele/shop-contract';

/**
 * The colour a colour's name is drawn in, for the names the house's store and French fashion stores give their
 * « Couleur » option. Keys are folded (lower case, no accents, single spaces): « Écru », « ecru » and « ÉCRU » are
 * one colour. Kept close to the emulator's artwork tones, so a swatch matches the product's picture.
 */
const swatchColours = new Map<string, string>(
  Object.entries({
    noir: '#1f1d1c',
    noire: '#1f1d1c',
    blanc: '#f4f1ea',
    blanche: '#f4f1ea',
    ivoire: '#ece3d1',
    ecru: '#e2d7c0',
    creme: '#efe6d2',
    sable: '#d3c1a0',
    beige: '#d8c6a8',
    taupe: '#8b7d6b',
    camel: '#b4844f',
    cognac: '#9a5b2e',
    caramel: '#a8692f',
    chocolat: '#4e3326',
    marron: '#5c3a24',
    brun: '#5c3a24',
    ecaille: '#6e4a2b',
    terracotta: '#ad5b3d',
    rouille: '#a0482a',
    bordeaux: '#6b1f2d',
    rouge: '#b3262e',
    corail: '#e0735e',
    orange: '#e07b39',
    moutarde: '#c9a227',
    jaune: '#e8c547',
    rose: '#e4a5b1',
    'rose poudre': '#d6aea4',
    fuchsia: '#c2185b',
    lilas: '#b9a2c8',
    violet: '#6a4c93',
    prune: '#5e2750',
    'vert sauge': '#8fa086',
    sauge: '#8fa086',
    vert: '#3f7d4e',
    verte: '#3f7d4e',
    kaki: '#6b6848',
    olive: '#707241',
    emeraude: '#1f7a5a',
    turquoise: '#3aa6a6',
    'bleu ciel': '#a6bed6',
    bleu: '#2f5d9a',
    bleue: '#2f5d9a',
    'bleu marine': '#24324f',
    marine: '#24324f',
    'bleu nuit': '#1c253b',
    gris: '#9a9893',
    grise: '#9a9893',
    'gris chine': '#8e8c88',
    'gris clair': '#c9c7c2',
    anthracite: '#3a3c3f',
    or: '#c9a35e',
    dore: '#c9a35e',
    doree: '#c9a35e',
    argent: '#b8bcc1',
    argente: '#b8bcc1',
    argentee: '#b8bcc1',
    bronze: '#8c6a3f',
    cuivre: '#b06c3c',
  }),
);

const folded = (name: string) =>
  foldText(name)
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The colour to draw a colour's name in: the name itself, else its first word (« Bleu pétrole » is a blue);
 * undefined for a name this table does not know, which shows a neutral swatch beside its name.
 */
export function swatchColour(name: string): string | undefined {
  const key = folded(name);
  return swatchColours.get(key) ?? swatchColours.get(key.split(' ')[0] ?? '');
}
