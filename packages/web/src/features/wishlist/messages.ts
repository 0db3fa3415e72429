import type { Notice } from '../../app/notice';

/** The wishlist's French strings (SPEC.md gives none: DECISIONS.md asks for natural French). */

export function addedNotice(name: string): Notice {
  return {
    tone: 'positive',
    title: 'Ajouté à vos favoris',
    description: `${name} vous attend dans vos favoris.`,
  };
}

export function alreadySavedNotice(name: string): Notice {
  return {
    tone: 'info',
    title: 'Déjà dans vos favoris',
    description: `${name} fait déjà partie de vos favoris.`,
  };
}

export function removedNotice(name: string): Notice {
  return {
    tone: 'neutral',
    title: 'Retiré de vos favoris',
    description: `${name} ne fait plus partie de vos favoris.`,
  };
}

/** The wishlist page's own words. */
export const wishlistMessages = {
  title: 'Vos favoris',
  description:
    'Les créations que vous avez enregistrées chez Maison Aurèle, prêtes à rejoindre votre panier.',
  listLabel: 'Articles enregistrés',
  empty: {
    title: 'Votre liste de favoris est vide',
    description: 'Enregistrez vos créations préférées grâce au cœur : elles vous attendront ici.',
    action: 'Découvrir la boutique',
  },
  remove: 'Retirer',
  removeContext: (name: string) => ` ${name} de vos favoris`,
  removed: (name: string) => `${name} a été retiré de vos favoris.`,
} as const;

/** « 3 créations enregistrées ». */
export function savedCount(count: number): string {
  return count === 1 ? '1 création enregistrée' : `${count} créations enregistrées`;
}
