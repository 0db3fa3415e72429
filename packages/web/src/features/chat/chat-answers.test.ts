import { describe, expect, it } from 'vitest';
import { houseTerms } from '../../shared/house-terms';
import { demoReply } from '../../state/chat-messages';
import { answerTo } from './chat-answers';

/** Where the answer to `question` leads, or null for the demo sentence. */
const pageFor = (question: string) => answerTo(question).link?.href ?? null;

describe('answerTo', () => {
  it('answers delivery with the free-delivery threshold, the price and the times, and links the delivery page', () => {
    const answer = answerTo('livraison');
    expect(answer.link).toEqual({ href: '/shipping-returns', label: 'Livraison et retours' });
    // docs/product/rules.md#house-constants: 7,90 €, free from 150 €.
    expect(answer.text).toMatch(/coûte 7,90\s€, offerte dès 150\s€ d'achat/);
    expect(answer.text).toContain('2 à 4 jours ouvrés');
  });

  it('forgives capitals, accents, punctuation, plurals and small typos', () => {
    expect(pageFor('Livraisons ?')).toBe('/shipping-returns');
    expect(pageFor('livrasion')).toBe('/shipping-returns');
    expect(pageFor('Quel DÉLAI pour être livrée ?')).toBe('/shipping-returns');
    expect(pageFor('remboursment')).toBe('/return-portal');
  });

  it('answers returns with the return window and the return portal', () => {
    const answer = answerTo('retourner un article');
    expect(answer.link?.href).toBe('/return-portal');
    expect(answer.text).toContain(`${houseTerms.returnWindowDays} jours`);
  });

  it('sends sizes to the size guide and tracking to the tracking page', () => {
    expect(pageFor('taille')).toBe('/size-guide');
    expect(pageFor('Quelle taille choisir ?')).toBe('/size-guide');
    expect(pageFor('suivre ma commande')).toBe('/track-order');
    expect(pageFor('Où est mon colis ?')).toBe('/track-order');
  });

  it('names the payment means', () => {
    const instalments = answerTo('payer en plusieurs fois');
    expect(instalments.link?.href).toBe('/faq');
    expect(instalments.text).toContain('paiement en plusieurs fois');
    expect(answerTo('paypal').text).toContain('PayPal');
    expect(answerTo('Prenez-vous la carte Visa ?').text).toContain('American Express');
  });

  it('gives the way to reach the team', () => {
    const answer = answerTo('Comment vous contacter ?');
    expect(answer.link?.href).toBe('/contact');
    expect(answer.text).toContain(houseTerms.contactEmail);
  });

  it('takes the first of two topics named as often: a return before a delivery, tracking before a delivery', () => {
    expect(pageFor('délai de remboursement')).toBe('/return-portal');
    expect(pageFor('suivre ma livraison')).toBe('/track-order');
    expect(pageFor('frais de livraison pour un retour ou un échange')).toBe('/return-portal');
  });

  it('answers what it does not know with the demo sentence, without a link', () => {
    expect(answerTo('Avez-vous ce manteau en 38 ?')).toEqual({ text: demoReply });
    expect(answerTo('Bonjour, pour offrir ?')).toEqual({ text: demoReply });
    expect(answerTo('🙂')).toEqual({ text: demoReply });
  });
});
