import { describe, expect, it } from 'vitest';
import { type SizeChart, sizeCharts, sizeRowOf } from './size-charts';

const chart = (id: string) => sizeCharts.find((candidate) => candidate.id === id) as SizeChart;

describe('sizeRowOf', () => {
  it('finds a size by its name or inside a range of its EU column', () => {
    expect(sizeRowOf(chart('tailles-femme'), 'M')).toBe('M');
    expect(sizeRowOf(chart('tailles-femme'), '38')).toBe('S');
    expect(sizeRowOf(chart('tailles-femme'), '34')).toBe('XS');
    expect(sizeRowOf(chart('tailles-homme'), '50')).toBe('M');
    expect(sizeRowOf(chart('tailles-enfant'), '4 ans')).toBe('4-5 ans');
    // A child's size given by stature.
    expect(sizeRowOf(chart('tailles-enfant'), '104')).toBe('4-5 ans');
    expect(sizeRowOf(chart('pointures'), '42')).toBe('42');
  });

  it('finds nothing for a size the table does not hold, or none chosen', () => {
    expect(sizeRowOf(chart('tailles-femme'), 'XXL')).toBeUndefined();
    expect(sizeRowOf(chart('pointures'), '4 ans')).toBeUndefined();
    expect(sizeRowOf(chart('tailles-enfant'), '14 ans')).toBeUndefined();
    expect(sizeRowOf(chart('tailles-femme'), undefined)).toBeUndefined();
  });
});
