import { normalisedEmail } from '../../domain/email';
import type { AdminGrade } from '../../domain/user';

/**
 * The fixed list of administrators (docs/product/rules.md#roles-and-permissions, docs/product/decisions.md): the only
 * e-mails admin mode lets in, each with its dashboard grade. The one place this list lives.
 */
const adminAccounts: Readonly<Record<string, AdminGrade>> = {
  'admin@maison-aurele.be': 'super-admin',
  'direction@maison-aurele.be': 'super-admin',
  'catalogue@maison-aurele.be': 'gestion-produits',
  'logistique@maison-aurele.be': 'gestion-commandes',
};

/** The grade of a listed e-mail (any case, surrounding spaces ignored); null when it is not on the list. */
export function adminGradeOf(email: string): AdminGrade | null {
  return adminAccounts[normalisedEmail(email)] ?? null;
}
