import type { Notice } from '../shared/notice';

/**
 * What the wishlist actor says (the product gives none: docs/product/decisions.md#behaviour asks for natural French).
 */

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
