import { Container } from '@aurele/ui';
import { usePageTitle } from '../../shared/use-page-title';
import { useShareHead } from '../../shared/use-share-head';
import { FeaturedProducts } from './featured-products';
import { Hero } from './hero';
import * as styles from './home-page.css';
import { pageTitle } from './messages';
import { NewsletterForm } from './newsletter-form';
import { ServiceBenefits } from './service-benefits';
import { UniverseTiles } from './universe-tiles';

/** `/`: the hero, the three universes, the selection of the moment, the services and the newsletter. */
export function HomePage() {
  usePageTitle(pageTitle);
  useShareHead({ canonicalPath: '/', card: { type: 'website' } });
  return (
    <div className={styles.page}>
      <Container>
        <Hero />
      </Container>
      <Container>
        <UniverseTiles />
      </Container>
      <Container>
        <FeaturedProducts />
      </Container>
      <ServiceBenefits />
      <Container width="medium">
        <NewsletterForm />
      </Container>
    </div>
  );
}
