import { houseDelivery } from '@aurele/storefront-contract';
import { formatPrice } from '@aurele/ui/format-price';
import { houseTerms } from '../../shared/house-terms';
import { paymentMeansPhrase } from '../../shared/messages';
import type { ChatAnswer, ChatLink } from '../../state/chat.machine';
import { demoReply } from '../../state/chat-messages';
import { resembles, wordsOf } from './chat-question';

/**
 * What the chat knows: the shop's own service pages, in a sentence and a link each (docs/product/decisions.md: no AI
 * behind it). The figures are the house's (`houseDelivery`, `houseTerms`); the pages, the shop's routes.
 */

interface KnownAnswer {
  /** Words that ask about it, written naturally: they are read as `wordsOf` reads the question. */
  words: string;
  text: string;
  link: ChatLink;
}

const euros = (cents: number) => formatPrice(cents, houseDelivery.currency);
/** « 150 € »: with no decimals, `formatPrice`'s minor unit is the euro. */
const wholeEuros = (cents: number) => formatPrice(cents / 100, houseDelivery.currency, { decimal_digits: 0 });
const days = ({ from, to }: { from: number; to: number }) => `${from} à ${to} jours ouvrés`;

// In this order, the first of two answers the question names as often wins: « suivre ma livraison » is tracking,
// « délai de remboursement » a return.
const answers: readonly KnownAnswer[] = [
  {
    words: 'suivre suivi suivez tracking colis acheminement',
    text: "Suivez votre colis étape par étape grâce au numéro reçu dans l'e-mail de confirmation de votre commande.",
    link: { href: '/track-order', label: 'Suivre ma commande' },
  },
  {
    words: 'retour retourner renvoyer rembourser remboursement échange échanger',
    text: `Vos retours sont gratuits pendant ${houseTerms.returnWindowDays} jours après réception. Faites votre demande en ligne avec votre numéro de commande et votre e-mail.`,
    link: { href: '/return-portal', label: 'Ouvrir le portail de retour' },
  },
  {
    words: 'livraison livrer livré livrez expédition expédier envoi délai frais',
    text: `La livraison standard prend ${days(houseTerms.standardDeliveryDays)} et coûte ${euros(houseDelivery.standardInCents)}, offerte dès ${wholeEuros(houseDelivery.freeFromInCents)} d'achat. En express, comptez ${days(houseTerms.expressDeliveryDays)} pour ${euros(houseTerms.expressDeliveryInCents)}.`,
    link: { href: '/shipping-returns', label: 'Livraison et retours' },
  },
  {
    words: 'taille tailles mesure mesurer pointure guide grand petit',
    text: 'Notre guide des tailles donne les mesures de chaque taille et la manière de prendre les vôtres.',
    link: { href: '/size-guide', label: 'Voir le guide des tailles' },
  },
  {
    words: 'payer paiement payez paye régler règlement carte visa mastercard amex paypal plusieurs fois',
    text: `Vous pouvez régler avec ${paymentMeansPhrase}, sur une page de paiement sécurisée.`,
    link: { href: '/faq', label: 'Questions fréquentes' },
  },
  {
    words: 'contact contacter joindre téléphone appeler mail email courriel écrire conseiller humain',
    text: `Notre équipe vous répond ${houseTerms.contactHours}, à ${houseTerms.contactEmail} ou par le formulaire de contact.`,
    link: { href: '/contact', label: 'Nous écrire' },
  },
];

const keywordsOf = answers.map((answer) => new Set(wordsOf(answer.words)));

/** How many of the question's words ask about answer `index`. */
function score(words: readonly string[], index: number): number {
  const keywords = [...(keywordsOf[index] ?? [])];
  return words.filter((word) => keywords.some((keyword) => resembles(word, keyword))).length;
}

/** The chat's answer to `question`: the shop's own, else the demo sentence (docs/product/screens.md). */
export function answerTo(question: string): ChatAnswer {
  const words = wordsOf(question);
  let best: KnownAnswer | undefined;
  let bestScore = 0;
  answers.forEach((answer, index) => {
    const points = score(words, index);
    if (points > bestScore) [best, bestScore] = [answer, points];
  });
  return best ? { text: best.text, link: best.link } : { text: demoReply };
}
