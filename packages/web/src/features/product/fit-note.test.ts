import { describe, expect, it } from 'vitest';
import { aProduct } from '../../testing/catalogue-fixtures';
import { fitNoteOf } from './fit-note';

describe('fitNoteOf', () => {
  it('takes a fit tab of the additional information, else a description line about the fit', () => {
    const tab = {
      id: 'a',
      order: 0,
      title: 'Coupe',
      description: '<p>Coupe <strong>ajustée</strong> : prenez la taille au-dessus.</p>',
    };
    expect(fitNoteOf(aProduct({ additional_info: [tab] }))).toBe(
      'Coupe ajustée : prenez la taille au-dessus.',
    );
    expect(
      fitNoteOf(aProduct({ description: '<ul><li>Longueur mi-mollet</li><li>Taille normalement</li></ul>' })),
    ).toBe('Taille normalement');
    expect(fitNoteOf(aProduct({ description: '<p>Une robe.</p>', additional_info: [] }))).toBeUndefined();
  });
});
