import { type CatalogueSortKey, emptyCatalogueQuery } from '@aurele/shop-contract';
import type { CategorySlug } from '@aurele/storefront-contract';
import { Heading, Link } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import { allCollectionsLink, categoryLinks, collectionsLabel } from './messages';
import * as styles from './shop-page.css';
import { shopHref } from './shop-query';

interface CollectionNavProps {
  /** The category being shown, if any: its link is marked current. */
  category: CategorySlug | undefined;
  /** The current order, kept when another collection is chosen. */
  sort: CatalogueSortKey;
}

/**
 * The shop's sidebar: every collection, the shown one marked. A collection starts afresh, in the same order. On a
 * phone, one row of chips that scrolls sideways, its heading left to screen readers.
 */
export function CollectionNav({ category, sort }: CollectionNavProps) {
  const base = { ...emptyCatalogueQuery, sort };
  const links = [
    { id: 'all', label: allCollectionsLink, href: shopHref(base, {}), current: !category },
    ...categoryLinks.map(({ slug, label }) => ({
      id: slug,
      label,
      href: shopHref(base, { category: slug }),
      current: slug === category,
    })),
  ];
  return (
    <nav aria-labelledby="shop-collections" className={styles.collectionNav}>
      <div className={styles.collectionHeading}>
        <Heading level={2} size="subtitle" id="shop-collections">
          {collectionsLabel}
        </Heading>
      </div>
      <ul className={styles.collectionList}>
        {links.map((link) => (
          <li key={link.id} className={styles.collectionItem}>
            <Link
              href={link.href}
              render={<RouterLink />}
              variant="quiet"
              tone="secondary"
              current={link.current}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
