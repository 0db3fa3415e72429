/** The wishlist's French strings (the product gives none: docs/product/decisions.md#behaviour asks for natural French). */

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
