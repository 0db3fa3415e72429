import type { StockStatus } from '../../domain/stock';

/** The product page's French strings, copied to the letter from SPEC.md §8. */

export const loadErrorTitle = 'Erreur de chargement';
export const backToShop = 'Retour à la boutique';

export function loadErrorText(message: string): string {
  return `Le produit n'a pas pu être chargé: ${message}`;
}

/** What the page says under the add button; nothing for a variant without inventory. */
export function stockMessage(status: StockStatus): string | null {
  switch (status.kind) {
    case 'insufficient':
      return `Stock insuffisant. Seulement ${status.remaining} restant.`;
    case 'sold-out':
      return 'Actuellement indisponible';
    case 'in-stock':
      return `${status.remaining} en stock!`;
    case 'untracked':
      return null;
  }
}
