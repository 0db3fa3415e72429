import { notAuthorisedTitle } from '../shared/messages';
import type { Notice } from '../shared/notice';

/**
 * The route guard's refusals (docs/product/screens.md and docs/product/rules.md#roles-and-permissions, to the letter).
 */
export const routeGuardMessages = {
  signedOut: {
    tone: 'critical',
    title: 'Accès refusé',
    description: 'Vous devez être connecté pour accéder à cette page.',
  } satisfies Notice,
  forbidden: {
    tone: 'critical',
    title: notAuthorisedTitle,
    description: "Vous n'avez pas les permissions nécessaires pour voir cette page.",
  } satisfies Notice,
};
