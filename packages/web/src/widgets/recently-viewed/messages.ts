/** « Vus récemment » (issue 27): the rail's title and the list's name. */
export const recentlyViewed = {
  title: 'Vus récemment',
  eyebrow: 'Votre sélection',
  list: 'Créations vues récemment',
} as const;
