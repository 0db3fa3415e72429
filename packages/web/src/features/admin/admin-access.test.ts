import { describe, expect, it } from 'vitest';
import type { AdminGrade } from '../../domain/user';
import { type AdminSection, adminSections, canOpenSection, firstOpenSection } from './admin-access';

const openSections = (grade: AdminGrade | null): AdminSection[] =>
  adminSections.filter((section) => canOpenSection(grade, section));

describe('admin access (docs/product/rules.md#roles-and-permissions)', () => {
  it('opens every section to super-admin, starting with Produits', () => {
    expect(openSections('super-admin')).toEqual([...adminSections]);
    expect(firstOpenSection('super-admin')).toBe('produits');
  });

  it('opens Produits and Prix & Taxes to gestion-produits', () => {
    expect(openSections('gestion-produits')).toEqual(['produits', 'prix-taxes']);
    expect(firstOpenSection('gestion-produits')).toBe('produits');
  });

  it('opens Commandes alone to gestion-commandes, which it shows first', () => {
    expect(openSections('gestion-commandes')).toEqual(['commandes']);
    expect(firstOpenSection('gestion-commandes')).toBe('commandes');
  });

  it('opens nothing to an administrator without a grade', () => {
    expect(openSections(null)).toEqual([]);
    expect(firstOpenSection(null)).toBeNull();
  });
});
