import { Icon, SectionHeading, Text } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { shopAddress } from '../../shared/shop-address';
import * as styles from './home-page.css';
import { discover, universes } from './messages';

/** Femme, Homme, Accessoires: each tile leads to its collection in the shop. */
export function UniverseTiles() {
  return (
    <section aria-labelledby="home-universes" className={styles.section}>
      <SectionHeading id="home-universes" eyebrow={universes.title} title={universes.heading} />
      <ul className={styles.universeList}>
        {universes.universes.map((universe) => (
          <li key={universe.slug} className={styles.universe[universe.slug]}>
            <span className={styles.universeArt} aria-hidden>
              <span className={styles.universeInitial}>{universe.name.charAt(0)}</span>
            </span>
            <div className={styles.universeText}>
              <h3 className={styles.universeName}>
                {/* The link covers the tile: one target, named by the universe. */}
                <RouterLink href={shopAddress({ category: universe.slug })} className={styles.universeLink}>
                  {universe.name}
                </RouterLink>
              </h3>
              <p className={styles.universeCopy}>{universe.text}</p>
              <span className={styles.universeMore} aria-hidden>
                <Text as="span" size="xsmall" weight="medium" tone="brand" variant="capitals">
                  {discover}
                </Text>
                <Icon name="arrowRight" size="small" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
