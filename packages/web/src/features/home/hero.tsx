import { ButtonLink, Link, PageHeader } from '@aurele/ui';
import { keepClearOfChat } from '../../shared/keep-clear-of-chat';
import { RouterLink } from '../../shared/router-link';
import { shopAddress } from '../../shared/shop-address';
import * as styles from './home-page.css';
import { hero } from './messages';

/**
 * The page's opening: its title is the largest paint, and the artwork beside it is drawn in CSS, so nothing
 * waits for a network.
 */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <div className={styles.heroText}>
        <PageHeader
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          size="display1"
          id="home-title"
        />
        <div className={styles.heroActions} {...keepClearOfChat}>
          <ButtonLink href="/shop" render={<RouterLink />} size="large" icon="arrowRight" iconPosition="end">
            {hero.cta}
          </ButtonLink>
          <Link
            href={shopAddress({ filter: 'nouveautes' })}
            render={<RouterLink />}
            variant="standalone"
            tone="neutral"
          >
            {hero.secondary}
          </Link>
        </div>
      </div>
      <div className={styles.heroArt} aria-hidden>
        <span className={styles.heroArch} />
        <span className={styles.heroOutline} />
        <span className={styles.heroMonogram}>{hero.monogram}</span>
      </div>
    </section>
  );
}
