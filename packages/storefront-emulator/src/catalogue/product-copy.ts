import { careInstructions } from './care.js';
import type { ProductSeed } from './product-seed.js';
import { list, paragraph } from './rich-text.js';

/** The texts of a product page, as HTML: its description and its three information tabs. */

export function descriptionHtml({ description }: ProductSeed): string {
  return paragraph(description.lead) + paragraph(description.body) + list(description.details);
}

function compositionHtml(seed: ProductSeed): string {
  return list(seed.composition) + paragraph(`Fabriqué ${seed.madeIn}.`);
}

function careHtml(seed: ProductSeed): string {
  return list(careInstructions[seed.care]);
}

/** The published delivery rules (SPEC §9, DECISIONS.md): the same for every product. */
function deliveryHtml(seed: ProductSeed): string {
  const returns =
    seed.type === 'Chaussures'
      ? "Retours gratuits sous 30 jours, dans la boîte d'origine intacte ; remboursement sous 7 à 10 jours ouvrés après contrôle."
      : 'Retours gratuits sous 30 jours après réception ; remboursement sous 7 à 10 jours ouvrés après contrôle.';
  return (
    paragraph(
      "**Livraison standard offerte dès 150 €** d'achat, 7,90 € en dessous, en 2 à 4 jours ouvrés. Livraison express en Europe en 1 à 2 jours ouvrés : 14,90 €.",
    ) +
    paragraph("Commandes préparées et expédiées sous 24 h ouvrées, dans l'Union européenne uniquement.") +
    paragraph(returns)
  );
}

export function additionalInfo(seed: ProductSeed): { title: string; html: string }[] {
  return [
    { title: 'Composition', html: compositionHtml(seed) },
    { title: 'Entretien', html: careHtml(seed) },
    { title: 'Livraison & retours', html: deliveryHtml(seed) },
  ];
}
