import type { ReactNode } from 'react';
import { Anchor, type LinkRender } from '../anchor/anchor';
import { Icon } from '../icon/icon';
import { link } from '../link/link.css';
import { current, item, list, separator } from './breadcrumbs.css';

export interface Breadcrumb {
  label: ReactNode;
  /** Leave it out on the last crumb: it is the page being shown. */
  href?: string;
  /** The app's router link, as for `Link`. */
  render?: LinkRender;
}

export interface BreadcrumbsProps {
  /** Names the navigation for screen readers (« Fil d’Ariane »). */
  label: string;
  items: Breadcrumb[];
}

/** Where the page sits in the shop: Accueil › Femme › Manteau. The last crumb is the current page. */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {items.map((crumb, index) => (
          // The trail is fixed for a page; its position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={item}>
            {index > 0 && (
              <span className={separator} aria-hidden>
                <Icon name="chevronRight" size="small" />
              </span>
            )}
            {crumb.href ? (
              <Anchor
                href={crumb.href}
                render={crumb.render}
                className={link({ variant: 'quiet', tone: 'secondary' })}
              >
                {crumb.label}
              </Anchor>
            ) : (
              <span className={current} aria-current="page">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
