import { type AccordionItem, Link, Text } from '@aurele/ui';
import { paymentMeans } from '../shared/messages';
import { RouterLink } from '../shared/router-link';

export interface FaqCategory {
  id: string;
  label: string;
  questions: AccordionItem[];
}

/**
 * The FAQ's four categories (docs/product/screens.md), answered with the constants of
 * docs/product/rules.md#house-constants.
 */
export const faqCategories: FaqCategory[] = [
  {
    id: 'faq-commande-livraison',
    label: 'Commande & Livraison',
    questions: [
      {
        id: 'delais',
        title: 'Quels sont les délais de livraison ?',
        content: (
          <Text>
            Votre commande est préparée et expédiée sous 24 h (jours ouvrés). Comptez ensuite 2 à 4 jours
            ouvrés en livraison standard, ou 1 à 2 jours ouvrés en livraison express en Europe.
          </Text>
        ),
      },
      {
        id: 'frais',
        title: 'Combien coûte la livraison ?',
        content: (
          <Text>
            La livraison standard coûte 7,90 € et devient offerte dès 150 € d'achat. La livraison express en
            Europe coûte 14,90 €.
          </Text>
        ),
      },
      {
        id: 'pays',
        title: 'Dans quels pays livrez-vous ?',
        content: (
          <Text>Nous livrons dans tous les pays de l'Union européenne, et uniquement dans ceux-ci.</Text>
        ),
      },
      {
        id: 'invite',
        title: 'Puis-je commander sans créer de compte ?',
        content: (
          <Text>
            Oui : la commande en tant qu'invité est possible. Un compte vous permet simplement de retrouver
            vos adresses et vos favoris plus facilement.
          </Text>
        ),
      },
      {
        id: 'suivi',
        title: 'Comment suivre ma commande ?',
        content: (
          <Text>
            Saisissez votre numéro de commande sur la page{' '}
            <Link href="/track-order" render={<RouterLink />}>
              Suivi de commande
            </Link>{' '}
            : vous y verrez chaque étape, de la préparation à la livraison.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'faq-retours-remboursements',
    label: 'Retours & Remboursements',
    questions: [
      {
        id: 'delai-retour',
        title: 'De combien de temps est-ce que je dispose pour retourner un article ?',
        content: (
          <Text>
            Vous disposez de 30 jours à compter de la réception pour nous retourner un article, gratuitement.
            Le droit légal de rétractation, lui, est de 14 jours.
          </Text>
        ),
      },
      {
        id: 'comment-retourner',
        title: 'Comment effectuer un retour ?',
        content: (
          <Text>
            Faites votre demande sur notre{' '}
            <Link href="/return-portal" render={<RouterLink />}>
              portail de retour
            </Link>{' '}
            avec votre numéro de commande et votre e-mail, puis déposez le colis avec l'étiquette prépayée.
          </Text>
        ),
      },
      {
        id: 'remboursement',
        title: 'Quand serai-je remboursé ?',
        content: (
          <Text>
            Le remboursement intervient sous 7 à 10 jours ouvrés après réception et contrôle de votre retour,
            sur le moyen de paiement utilisé lors de la commande.
          </Text>
        ),
      },
      {
        id: 'exclusions',
        title: 'Tous les articles peuvent-ils être retournés ?',
        content: (
          <Text>
            Presque tous. Pour des raisons d'hygiène, la lingerie et les maillots de bain ne sont ni repris ni
            échangés. Les chaussures doivent nous revenir dans leur boîte d'origine intacte.
          </Text>
        ),
      },
    ],
  },
  {
    id: 'faq-paiement-securite',
    label: 'Paiement & Sécurité',
    questions: [
      {
        id: 'moyens',
        title: 'Quels moyens de paiement acceptez-vous ?',
        content: <Text>{paymentMeans}</Text>,
      },
      {
        id: 'securise',
        title: 'Le paiement est-il sécurisé ?',
        content: (
          <Text>
            Oui. Vous payez sur la page sécurisée de notre prestataire, avec 3-D Secure et une connexion
            chiffrée : vos données de carte ne passent jamais par nos serveurs. Plus de détails sur notre page{' '}
            <Link href="/security" render={<RouterLink />}>
              Sécurité
            </Link>
            .
          </Text>
        ),
      },
      {
        id: 'prix',
        title: 'Les prix incluent-ils la TVA ?',
        content: <Text>Oui : tous nos prix sont affichés en euros, toutes taxes comprises.</Text>,
      },
    ],
  },
  {
    id: 'faq-compte-donnees',
    label: 'Compte & Données',
    questions: [
      {
        id: 'creer-compte',
        title: 'Comment créer un compte ?',
        content: (
          <Text>
            Rendez-vous sur la page{' '}
            <Link href="/auth" render={<RouterLink />}>
              Connexion
            </Link>
            , choisissez l'espace client puis « Créer un compte ».
          </Text>
        ),
      },
      {
        id: 'stockage',
        title: 'Où sont conservées mes données ?',
        content: (
          <Text>
            Dans cette version du site, votre panier, vos favoris et votre compte sont conservés uniquement
            dans votre navigateur. Ils ne sont pas envoyés sur nos serveurs.
          </Text>
        ),
      },
      {
        id: 'coordonnees',
        title: 'Puis-je modifier mes coordonnées ?',
        content: (
          <Text>
            Oui, depuis votre espace client. Par sécurité, un délai de 24 h s'applique après chaque
            modification de vos coordonnées de contact.
          </Text>
        ),
      },
      {
        id: 'droits',
        title: 'Comment exercer mes droits sur mes données ?',
        content: (
          <Text>
            Écrivez-nous à <Link href="mailto:contact@maison-aurele.be">contact@maison-aurele.be</Link>. Tout
            est détaillé dans notre{' '}
            <Link href="/privacy" render={<RouterLink />}>
              politique de confidentialité
            </Link>
            .
          </Text>
        ),
      },
    ],
  },
];
