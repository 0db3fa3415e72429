import { Card, Heading, Link, Stack, Text } from '@aurele/ui';
import { ComingSoonButton } from '../state/coming-soon-button';
import { ContentPage, ContentSection } from './content-page';
import * as styles from './press-page.css';

const publications = [
  {
    date: '2026-09-12',
    displayDate: '12 septembre 2026',
    outlet: 'Le Journal de la Mode',
    title: 'Maison Aurèle, le luxe accessible à la bruxelloise',
  },
  {
    date: '2026-05-03',
    displayDate: '3 mai 2026',
    outlet: 'Bruxelles Style',
    title: 'Avenue Louise : trois adresses qui réinventent la boutique de mode',
  },
  {
    date: '2025-11-20',
    displayDate: '20 novembre 2025',
    outlet: 'Mode & Matières',
    title: 'Emballages écoconçus : les jeunes maisons montrent la voie',
  },
];

/** /press: three articles about the house (links to come), the media kit to come, and the press contact. */
export function PressPage() {
  return (
    <ContentPage
      title="Presse"
      eyebrow="Espace presse"
      intro="Ils ont parlé de nous. Journalistes et créateurs de contenu, notre équipe se tient à votre disposition."
      description="Espace presse de Maison Aurèle : parutions récentes, kit média et contact presse à presse@maison-aurele.be."
    >
      <ContentSection title="Ils parlent de nous">
        <ul className={styles.entries} aria-label="Parutions">
          {publications.map((publication) => (
            <li key={publication.title} className={styles.entry}>
              <Text size="small" tone="secondary" variant="capitals">
                <time dateTime={publication.date}>{publication.displayDate}</time> · {publication.outlet}
              </Text>
              <Heading level={3} size="title">
                {publication.title}
              </Heading>
              <Text tone="secondary" size="small">
                Lien bientôt disponible.
              </Text>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection
        title="Kit média"
        description="Logos de la maison, portraits de l'équipe, visuels des collections et chiffres clés, réunis dans un seul dossier."
      >
        <div>
          <ComingSoonButton
            variant="primary"
            detail="Le kit média sera bientôt téléchargeable depuis cette page."
          >
            Télécharger le kit média
          </ComingSoonButton>
        </div>
      </ContentSection>
      <ContentSection title="Contact presse">
        <Card variant="subtle">
          <Stack space="small">
            <Text>Pour toute demande d'interview, d'images ou de prêt de pièces :</Text>
            <Link href="mailto:presse@maison-aurele.be" variant="standalone">
              presse@maison-aurele.be
            </Link>
            <Text tone="secondary" size="small">
              Nous répondons du lundi au samedi, de 9h à 19h.
            </Text>
          </Stack>
        </Card>
      </ContentSection>
    </ContentPage>
  );
}
