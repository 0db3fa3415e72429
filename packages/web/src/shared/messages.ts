import { formatCount } from './french-count';
import { houseTerms } from './house-terms';
import type { Notice } from './notice';

/** French strings several features share. The product's strings (docs/product/) are copied to the letter. */

/** The house's name: the wordmark, and the end of every page title. */
export const siteName = 'Maison Aurèle';

/** What the house's picture of a shared link shows (`public/share-image.png`), for those who cannot see it. */
export const houseShareImageAlt = `${siteName} — mode de luxe accessible pour femme, homme et enfant`;

/** Buttons whose feature does not exist yet (docs/product/errors.md). */
export const comingSoon = 'Bientôt disponible !';

/**
 * A full browser storage (docs/product/decisions.md#improvements, item 9): the change is kept in this tab, never lost
 * silently.
 */
export const storageFullNotice: Notice = {
  tone: 'caution',
  title: 'Espace de stockage saturé',
  description:
    "Votre navigateur n'a plus de place pour enregistrer cette modification. Elle reste visible dans cet onglet, mais sera perdue à sa fermeture.",
};

/**
 * The house's means of payment (`house-terms.ts`) in a phrase: « Visa, …, PayPal, … et le paiement en plusieurs
 * fois », as `Intl.ListFormat('fr')` joins them — without it: this module is read as every page starts, and a
 * page's first Intl object loads the browser's locale data, a long task on a phone.
 */
export const paymentMeansPhrase = `${houseTerms.paymentMeans.slice(0, -1).join(', ')} et ${houseTerms.paymentMeans.at(-1)}`;

/** The means of payment as a sentence, as the product page, the cart, the home page and the FAQ name them. */
export const paymentMeans = `${paymentMeansPhrase}.`;

/** Where a product sold « sur demande » leads, on its card and its page: the contact page, the product named. */
export const contactUs = 'Nous contacter';

/** To a search's or a filter's results (the phone's filter panel, the header's suggestions); `total` is null while it is not known. */
export function showResults(total: number | null): string {
  if (total === 1) return 'Voir le résultat';
  return total ? `Voir les ${formatCount(total)} résultats` : 'Voir les résultats';
}

/**
 * The order number the shop's forms give as an example (/track-order, /return-portal): one series for both, the
 * tracking sample of docs/product/decisions.md, which /track-order finds.
 */
export const exampleOrderNumber = 'ZLR-73920';

/** Every form's e-mail field. */
export const emailLabel = 'Adresse e-mail';

/** What an empty required field says under itself. */
export const requiredField = 'Ce champ est obligatoire.';

/**
 * docs/product/screens.md, docs/product/rules.md#validation and docs/product/rules.md#roles-and-permissions: a page or
 * a mode the shopper's role may not open.
 */
export const notAuthorisedTitle = 'Accès non autorisé';

/** docs/product/screens.md: what a page shows until it knows what to show. */
export const loadingMessage = 'Chargement...';

/** Under « Chargement... » in a browser that runs no script: the page is drawn from what only the browser keeps. */
export const needsJavaScript = 'Cette page a besoin de JavaScript : activez-le pour la voir.';
