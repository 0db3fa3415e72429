import { ButtonLink, Container, Inline, Link, PageHeader, Stack } from '@aurele/ui';
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
          <PageHeader
            eyebrow="Erreur 404"
            title="Cette page s'est éclipsée"
            lead="La page que vous cherchez n'existe pas, ou elle a changé d'adresse. Nos collections, elles, vous attendent toujours."
            size="display1"
            align="center"
          />
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
