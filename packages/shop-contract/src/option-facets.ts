import { foldText } from './fold-text.js';

/**
 * The store's option titles that name a size or a colour, folded (see `foldText`). A store names its options as
 * it likes; an option whose title is not here is simply not a facet.
 */
const facetTitles = {
  size: [
    'taille',
    'tailles',
    'pointure',
    'pointures',
    'age',
    'size',
    'sizes',
    'talla',
    'taglia',
    'grosse',
    'maat',
  ],
  colour: [
    'couleur',
    'couleurs',
    'coloris',
    'teinte',
    'color',
    'colors',
    'colour',
    'colours',
    'farbe',
    'colore',
    'kleur',
  ],
} as const;

export type OptionFacet = keyof typeof facetTitles;

const facetOfTitle = new Map<string, OptionFacet>(
  (Object.keys(facetTitles) as OptionFacet[]).flatMap((facet) =>
    facetTitles[facet].map((title) => [title, facet] as const),
  ),
);

/** The facet an option stands for, from its title (« Taille », « Pointure », « Coloris »…), or undefined. */
export function optionFacet(title: string): OptionFacet | undefined {
  return facetOfTitle.get(foldText(title).trim());
}
