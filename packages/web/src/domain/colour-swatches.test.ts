import { describe, expect, it } from 'vitest';
import { swatchColour } from './colour-swatches';

describe('swatchColour', () => {
  it('draws the names the house’s store gives its colours', () => {
    const names = ['Noir', 'Ivoire', 'Écru', 'Blanc', 'Sable', 'Camel', 'Chocolat', 'Terracotta', 'Bordeaux'];
    const more = ['Rose poudré', 'Vert sauge', 'Kaki', 'Bleu ciel', 'Marine', 'Bleu nuit', 'Gris chiné'];
    const metals = ['Anthracite', 'Écaille', 'Or', 'Argent'];
    for (const name of [...names, ...more, ...metals])
      expect(swatchColour(name), name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reads a name whatever its accents, case, hyphens and spaces', () => {
    expect(swatchColour('ÉCRU')).toBe(swatchColour('ecru'));
    expect(swatchColour('  vert-sauge ')).toBe(swatchColour('Vert sauge'));
    expect(swatchColour('Doré')).toBe(swatchColour('Or'));
    expect(swatchColour('Argenté')).toBe(swatchColour('argent'));
    expect(swatchColour('Noire')).toBe(swatchColour('Noir'));
  });

  it('draws a shade it does not know in its first word’s colour', () => {
    expect(swatchColour('Bleu pétrole')).toBe(swatchColour('Bleu'));
    expect(swatchColour('Rose poudré')).not.toBe(swatchColour('Rose'));
  });

  it('knows nothing of a name it has never seen: the swatch stays neutral', () => {
    expect(swatchColour('Pétrole irisé')).toBeUndefined();
    expect(swatchColour('')).toBeUndefined();
    expect(swatchColour('constructor')).toBeUndefined();
  });
});
