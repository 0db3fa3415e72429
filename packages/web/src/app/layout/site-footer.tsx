import { Container, Heading, Link, Stack, Text } from '@aurele/ui';
import { siteName } from '../../shared/messages';
import { footerDetails } from './messages';
import { footerGroups } from './navigation';
import { NavigationItems } from './navigation-items';
import * as styles from './site-footer.css';
import { SocialLinks } from './social-links';

/** The end of every page: the house, how to reach it, service and legal pages, social networks. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <Stack space="large">
            <p className={styles.wordmark}>{siteName}</p>
            <Text size="small" tone="inverse">
              {footerDetails.tagline}
            </Text>
            <section aria-labelledby="pied-contact">
              <Stack space="small">
                <Heading level={2} size="subtitle" tone="inverse" id="pied-contact">
                  {footerDetails.contactTitle}
                </Heading>
                <address className={styles.address}>
                  {footerDetails.company}
                  <br />
                  {footerDetails.street}
                  <br />
                  {footerDetails.city}, {footerDetails.country}
                  <br />
                  <Link href={`mailto:${footerDetails.email}`} variant="quiet" tone="inverse">
                    {footerDetails.email}
                  </Link>
                  <br />
                  <Link href={footerDetails.phoneHref} variant="quiet" tone="inverse">
                    {footerDetails.phone}
                  </Link>
                  <br />
                  {footerDetails.hours}
                </address>
              </Stack>
            </section>
          </Stack>
          {footerGroups.map((group) => (
            <nav key={group.id} aria-labelledby={group.id}>
              <Stack space="medium">
                <Heading level={2} size="subtitle" tone="inverse" id={group.id}>
                  {group.title}
                </Heading>
                <ul className={styles.list}>
                  <NavigationItems links={group.links} itemClassName={styles.item} tone="inverse" />
                </ul>
              </Stack>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <section aria-label={footerDetails.socialTitle}>
            <SocialLinks />
          </section>
          <p>{footerDetails.copyright(new Date().getFullYear())}</p>
        </div>
      </Container>
    </footer>
  );
}
