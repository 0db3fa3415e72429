import { ButtonLink, Card, Columns, Heading, Link, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../shared/router-link';
import { BulletList, ContentPage, ContentSection } from './content-page';
import * as styles from './shipping-returns-page.css';

const deliveryOptions = [
  {
    title: 'Livraison standard',
    delay: '2 à 4 jours ouvrés',
    price: '7,90 €',
    note: "Offerte dès 150 € d'achat.",
  },
  {
    title: 'Livraison express Europe',
    delay: '1 à 2 jours ouvrés',
    price: '14,90 €',
    note: 'Pour les envies qui ne peuvent pas attendre.',
  },
];

const returnSteps = [
  {
    title: 'Faites votre demande',
    text: 'Sur le portail de retour, avec votre numéro de commande et votre adresse e-mail.',
  },
  {
    title: 'Préparez le colis',
    text: "Replacez les pièces non portées, avec leurs étiquettes, dans leur emballage d'origine.",
  },
  {
    title: 'Déposez-le',
    text: "Collez l'étiquette prépayée et confiez le colis au point relais de votre choix. Le retour est gratuit.",
  },
  {
    title: 'Recevez votre remboursement',
    text: 'Sous 7 à 10 jours ouvrés après réception et contrôle de votre retour, sur votre moyen de paiement.',
  },
];

/**
 * /shipping-returns: the two delivery options of docs/product/rules.md#house-constants, the four return steps, the
 * conditions, the portal.
 */
export function ShippingReturnsPage() {
  return (
    <ContentPage
      title="Livraison & Retours"
      eyebrow="Service client"
      intro="Préparée et expédiée sous 24 h (jours ouvrés), livrée partout dans l'Union européenne, retournée gratuitement sous 30 jours."
      description="Livraison Maison Aurèle dans l'Union européenne : standard 2 à 4 jours ouvrés à 7,90 €, offerte dès 150 €, express 1 à 2 jours à 14,90 €. Retours gratuits sous 30 jours."
    >
      <ContentSection
        title="Livraison"
        description="Nous livrons exclusivement dans les pays de l'Union européenne."
      >
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large" as="ul" aria-label="Options de livraison">
          {deliveryOptions.map((option) => (
            <Card key={option.title}>
              <Stack space="small">
                <Heading level={3} size="title">
                  {option.title}
                </Heading>
                <p className={styles.price}>{option.price}</p>
                <Text>{option.delay}</Text>
                <Text tone="secondary" size="small">
                  {option.note}
                </Text>
              </Stack>
            </Card>
          ))}
        </Columns>
      </ContentSection>
      <ContentSection title="Retourner un article" description="Quatre étapes, sans frais.">
        <ol className={styles.steps}>
          {returnSteps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Stack space="xxsmall">
                <Heading level={3} size="subtitle">
                  {step.title}
                </Heading>
                <Text tone="secondary">{step.text}</Text>
              </Stack>
            </li>
          ))}
        </ol>
        <div>
          <ButtonLink href="/return-portal" render={<RouterLink />}>
            Accéder au portail de retour
          </ButtonLink>
        </div>
      </ContentSection>
      <ContentSection title="Conditions de retour">
        <BulletList
          items={[
            'Retours gratuits dans les 30 jours suivant la réception de votre commande.',
            "Pièces non portées, non lavées, avec leurs étiquettes d'origine.",
            'Remboursement sous 7 à 10 jours ouvrés après réception et contrôle du retour.',
            "La lingerie et les maillots de bain ne sont pas repris, pour des raisons d'hygiène.",
            "Les chaussures doivent être retournées dans leur boîte d'origine intacte.",
          ]}
        />
        <Text tone="secondary" size="small">
          Vous disposez en outre du droit légal de rétractation de 14 jours, détaillé dans nos{' '}
          <Link href="/terms" render={<RouterLink />}>
            conditions générales de vente
          </Link>
          .
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
