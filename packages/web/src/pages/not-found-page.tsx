import { ButtonLink, Container, Heading, Inline, Link, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../shared/router-link';
import { usePageTitle } from '../shared/use-page-title';
import * as styles from './not-found-page.css';

/** Any address the shop does not know. */
export function NotFoundPage() {
  usePageTitle('Page introuvable');
  return (
    <div className={styles.page}>
      <Container width="narrow">
        <Stack space="xlarge" align="center">
          <p className={styles.eyebrow}>Erreur 404</p>
          <Heading level={1} align="center">
            Cette page s'est éclipsée
          </Heading>
          <Text tone="secondary" align="center">
            La page que vous cherchez n'existe pas, ou elle a changé d'adresse. Nos collections, elles, vous
            attendent toujours.
          </Text>
          <Inline space="xlarge" align="center">
            <ButtonLink href="/shop" render={<RouterLink />}>
              Découvrir nos collections
            </ButtonLink>
            <Link href="/" render={<RouterLink />} variant="standalone" tone="neutral">
              Retour à l'accueil
            </Link>
          </Inline>
        </Stack>
      </Container>
    </div>
  );
}
