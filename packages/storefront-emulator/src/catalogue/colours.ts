/** The colours a variant can take (the « Couleur » option), with the tone its artwork is drawn in. */
export const colourTones = {
  Noir: '#1f1d1c',
  Ivoire: '#ece3d1',
  Écru: '#e2d7c0',
  Blanc: '#f4f1ea',
  Sable: '#d3c1a0',
  Camel: '#b4844f',
  Chocolat: '#4e3326',
  Terracotta: '#ad5b3d',
  Bordeaux: '#6b1f2d',
  'Rose poudré': '#d6aea4',
  'Vert sauge': '#8fa086',
  Kaki: '#6b6848',
  'Bleu ciel': '#a6bed6',
  Marine: '#24324f',
  'Bleu nuit': '#1c253b',
  'Gris chiné': '#8e8c88',
  Anthracite: '#3a3c3f',
  Écaille: '#6e4a2b',
  Or: '#c9a35e',
  Argent: '#b8bcc1',
} as const;

export type ColourName = keyof typeof colourTones;
