import { Avatar, Card, Columns, Heading, Stack, Text, Timeline, type TimelineStep } from '@aurele/ui';
import * as styles from './about-page.css';
import { ContentPage, ContentSection } from './content-page';

const milestones: TimelineStep[] = [
  {
    id: 'fondation',
    title: 'Une idée, une adresse',
    meta: '2023 · Bruxelles',
    description:
      "Maison Aurèle naît avenue Louise, d'une conviction simple : le beau vêtement peut être accessible, sans rien céder sur la qualité.",
    status: 'complete',
  },
  {
    id: 'boutique-en-ligne',
    title: 'La boutique en ligne',
    meta: '2024 · Union européenne',
    description:
      'Notre sélection devient accessible partout en Europe, avec une préparation soignée sous 24 h et des retours gratuits.',
    status: 'complete',
  },
  {
    id: 'collections',
    title: 'Femme, Homme, Enfant',
    meta: '2025',
    description:
      "La sélection s'étend à toute la famille et aux accessoires, toujours choisis pièce par pièce.",
    status: 'complete',
  },
  {
    id: 'engagements',
    title: 'Des engagements mesurables',
    meta: '2026',
    description:
      "Emballages écoconçus, partenaires audités, transparence sur l'origine : nos engagements prennent la forme d'actes.",
    status: 'current',
  },
  {
    id: 'avenir',
    title: 'Et demain',
    meta: "L'avenir",
    description:
      "Un atelier de retouches, un service de seconde main et, peut-être, un salon d'essayage à Bruxelles pour vous recevoir.",
    status: 'upcoming',
  },
];

const values = [
  {
    title: 'Exigence',
    text: 'Chaque pièce est choisie pour sa coupe, sa matière et sa tenue dans le temps, jamais pour un effet de saison.',
  },
  {
    title: 'Accessibilité',
    text: "Le luxe que nous aimons est celui que l'on porte : des prix justes, un service attentif, des conditions claires.",
  },
  {
    title: 'Sincérité',
    text: 'Nous disons ce que nous savons de nos produits, et ce que nous ne savons pas encore.',
  },
  {
    title: 'Durabilité',
    text: 'Mieux acheter, moins souvent : nous préférons une pièce qui dure à dix qui passent.',
  },
];

const team = [
  { name: 'Aurélie Van Damme', role: 'Fondatrice et directrice de la création' },
  { name: 'Thomas Lefèvre', role: 'Directeur des opérations' },
  { name: 'Inès Benali', role: 'Responsable des achats et des marques' },
  { name: 'Lucas Peeters', role: 'Responsable du service client' },
];

/** /about: the house's story, its timeline from 2023 to what comes, its values and its team. */
export function AboutPage() {
  return (
    <ContentPage
      title="Notre maison"
      eyebrow="À propos"
      intro="Une maison bruxelloise de mode de luxe accessible, née en 2023 de l'envie de bien choisir pour vous."
      description="L'histoire de Maison Aurèle, boutique bruxelloise de mode de luxe accessible fondée en 2023 : notre parcours, nos valeurs et l'équipe qui choisit chaque pièce."
    >
      <ContentSection title="Notre histoire">
        <Stack space="medium">
          <Text size="large">
            Tout a commencé en 2023, à Bruxelles, autour d'une table de l'avenue Louise. Nous étions lassés de
            devoir choisir entre des vêtements bien faits et des prix raisonnables.
          </Text>
          <Text>
            Maison Aurèle est née de ce refus : une sélection resserrée de pièces pour femme, homme et enfant,
            issues de maisons que nous admirons, proposées à un prix juste et accompagnées d'un service qui
            prend le temps. Nous choisissons peu, mais nous choisissons bien — et nous aimons vous expliquer
            pourquoi.
          </Text>
        </Stack>
      </ContentSection>
      <ContentSection title="De 2023 à demain">
        <Timeline
          steps={milestones}
          label="Les étapes de Maison Aurèle"
          statusLabels={{ complete: 'Étape franchie', current: 'En cours', upcoming: 'À venir' }}
        />
      </ContentSection>
      <ContentSection title="Nos valeurs">
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large" as="ul" aria-label="Nos valeurs">
          {values.map((value) => (
            <Card key={value.title} variant="subtle">
              <Stack space="small">
                <Heading level={3} size="title">
                  {value.title}
                </Heading>
                <Text tone="secondary">{value.text}</Text>
              </Stack>
            </Card>
          ))}
        </Columns>
      </ContentSection>
      <ContentSection
        title="L'équipe"
        description="Quatre personnes, à Bruxelles, qui répondent elles-mêmes à vos messages."
      >
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large" as="ul" aria-label="L'équipe">
          {team.map((person) => (
            <div key={person.name} className={styles.person}>
              <Avatar name={person.name} size="large" decorative />
              <Stack space="xxsmall">
                <Heading level={3} size="subtitle">
                  {person.name}
                </Heading>
                <Text tone="secondary" size="small">
                  {person.role}
                </Text>
              </Stack>
            </div>
          ))}
        </Columns>
      </ContentSection>
    </ContentPage>
  );
}
