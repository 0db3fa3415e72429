import { houseTerms } from '../shared/house-terms';
import type { ChatPage } from './chat-page';

/**
 * What the chat actor says. The product gives no exact words: docs/product/decisions.md#behaviour asks for warm,
 * natural French.
 */

export const greetings: Record<ChatPage, string> = {
  home: "Bonjour et bienvenue chez Maison Aurèle ! Je suis là pour vous aider à découvrir nos collections ou à trouver l'idée cadeau parfaite.",
  shop: 'Vous flânez parmi nos créations ? Dites-moi ce que vous cherchez, une pièce, une taille ou une occasion, et je vous guide.',
  product:
    "Cette pièce vous fait de l'œil ? Je peux vous renseigner sur les tailles, la livraison ou les retours.",
  cart: "Une question avant de finaliser votre commande ? La livraison est offerte dès 150 € d'achat et les retours sont gratuits pendant 30 jours.",
  about:
    'Envie de mieux connaître Maison Aurèle ? Je vous raconte volontiers notre histoire et nos engagements.',
  contact:
    "Besoin d'un coup de main ? Posez-moi votre question, ou écrivez à notre équipe grâce au formulaire de contact.",
  'shipping-returns':
    "Une question sur la livraison ou un retour ? Je vous explique tout, des délais d'expédition au retour gratuit sous 30 jours.",
  generic: "Bonjour ! Je suis l'assistant de Maison Aurèle. Comment puis-je vous aider aujourd'hui ?",
};

export const demoReply = `Merci pour votre message ! Je ne suis qu'une version de démonstration : pour vous répondre vraiment, une intégration d'intelligence artificielle doit encore être mise en place. En attendant, notre équipe vous répond volontiers à ${houseTerms.contactEmail}.`;
