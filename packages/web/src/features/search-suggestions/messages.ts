/** The French words of the header's suggestions (docs/product/decisions.md « Discovery at any size »). */

/** The list's name for screen readers. */
export const suggestionsLabel = 'Suggestions';

/** Each kind of suggestion's heading, in the list's order. */
export const groupLabels = {
  products: 'Produits',
  categories: 'Collections',
  brands: 'Marques',
};

/** In the list, and read out, when the typed text matches nothing. */
export const noSuggestion = (text: string) => `Aucune suggestion pour « ${text} »`;

/** Read out when suggestions arrive: « 3 suggestions » (French counts one in the singular). */
export const suggestionCountLabel = (count: number) =>
  count === 1 ? '1 suggestion' : `${count} suggestions`;
