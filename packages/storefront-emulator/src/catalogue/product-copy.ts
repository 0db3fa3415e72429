import { careInstructions } from './care.js';
import type { ProductSeed } from './product-seed.js';
import { list, paragraph } from './rich-text.js';

/** The texts of a product page, as HTML: its description and its information tabs. */

/** A store that left the description empty sends an empty paragraph, as the real editor saves it. */
export function descriptionHtml({ description }: ProductSeed): string {
  if (!description) return '<p></p>';
  return paragraph(description.lead) + paragraph(description.body) + list(description.details);
}

/** The tabs the seed and its store write: « Composition », « Entretien », then the store's delivery tab. */
export function additionalInfo(
  seed: ProductSeed,
  deliveryTab: ((seed: ProductSeed) => string) | null,
): { title: string; html: string }[] {
  const composition = seed.composition
    ? list(seed.composition) + (seed.madeIn ? paragraph(`Fabriqué ${seed.madeIn}.`) : '')
    : null;
  const tabs = [
    { title: 'Composition', html: composition },
    { title: 'Entretien', html: seed.care ? list(careInstructions[seed.care]) : null },
    { title: 'Livraison & retours', html: deliveryTab ? deliveryTab(seed) : null },
  ];
  return tabs.flatMap(({ title, html }) => (html === null ? [] : [{ title, html }]));
}
