import type { AdminGrade } from '../../domain/user';

/** The dashboard's sections, in the order of their tabs (docs/product/screens.md). */
export const adminSections = [
  'produits',
  'commandes',
  'prix-taxes',
  'analyses',
  'utilisateurs',
  'parametres',
] as const;

export type AdminSection = (typeof adminSections)[number];

/** The grade each section asks for (docs/product/rules.md#roles-and-permissions); super-admin sees every section. */
const requiredGrade: Record<AdminSection, AdminGrade> = {
  produits: 'gestion-produits',
  commandes: 'gestion-commandes',
  'prix-taxes': 'gestion-produits',
  analyses: 'super-admin',
  utilisateurs: 'super-admin',
  parametres: 'super-admin',
};

/** Whether an administrator of this grade may open the section; an admin without a grade opens none. */
export function canOpenSection(grade: AdminGrade | null, section: AdminSection): boolean {
  return grade === 'super-admin' || (grade !== null && requiredGrade[section] === grade);
}

/** The section shown first: the first tab this grade may open, or null when it may open none. */
export function firstOpenSection(grade: AdminGrade | null): AdminSection | null {
  return adminSections.find((section) => canOpenSection(grade, section)) ?? null;
}
