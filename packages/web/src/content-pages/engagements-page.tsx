import { ButtonLink, Card, Columns, Heading, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../shared/router-link';
import { ContentPage, ContentSection } from './content-page';
import * as styles from './engagements-page.css';

const pillars = [
  {
    title: 'Mode durable',
    text: 'Nous privilégions les matières naturelles, recyclées ou certifiées, et les pièces pensées pour durer plutôt que pour une saison.',
  },
  {
    title: "Transparence de la chaîne d'approvisionnement",
    text: "Pour chaque marque, nous demandons l'origine des matières et les lieux de fabrication, et nous partageons ce que nous apprenons.",
  },
  {
    title: 'Savoir-faire artisanal',
    text: 'Nous mettons en avant les ateliers qui perpétuent des gestes précis : coutures à la main, finitions soignées, cuirs travaillés avec patience.',
  },
  {
    title: 'Emballages écoconçus',
    text: 'Nos colis sont en carton recyclé et recyclable, sans plastique superflu, et calibrés au plus juste pour limiter le volume transporté.',
  },
  {
    title: 'Conditions de travail éthiques',
    text: "Nous travaillons avec des partenaires qui s'engagent sur des salaires décents, la sécurité des ateliers et le refus du travail des enfants.",
  },
  {
    title: 'Qualité intemporelle',
    text: "Des coupes qui traversent les années, des conseils d'entretien pour chaque pièce : le vêtement le plus durable est celui que l'on garde.",
  },
];

/** /engagements: the six pillars of the house's commitments. */
export function EngagementsPage() {
  return (
    <ContentPage
      title="Nos engagements"
      eyebrow="Responsabilité"
      intro="Une mode plus juste se construit pièce après pièce. Voici les six principes qui guident chacun de nos choix."
      description="Les engagements de Maison Aurèle : mode durable, transparence de la chaîne d'approvisionnement, savoir-faire artisanal, emballages écoconçus, conditions de travail éthiques et qualité intemporelle."
      width="wide"
    >
      <Columns
        columns={{ mobile: 1, tablet: 2, desktop: 3 }}
        space="xlarge"
        as="ol"
        aria-label="Nos six engagements"
      >
        {pillars.map((pillar, index) => (
          <div key={pillar.title} className={styles.pillar}>
            <Stack space="small">
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading level={2} size="title">
                {pillar.title}
              </Heading>
              <Text tone="secondary">{pillar.text}</Text>
            </Stack>
          </div>
        ))}
      </Columns>
      <Card variant="subtle">
        <ContentSection
          title="Un chemin, pas une médaille"
          description="Une question sur l'origine d'une pièce, sa matière ou sa fabrication ? Écrivez-nous : nous vous dirons ce que nous savons, et ce que nous cherchons encore à savoir."
        >
          <div>
            <ButtonLink href="/contact" render={<RouterLink />} variant="secondary">
              Nous écrire
            </ButtonLink>
          </div>
        </ContentSection>
      </Card>
    </ContentPage>
  );
}
