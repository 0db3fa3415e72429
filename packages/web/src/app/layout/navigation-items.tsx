import { Link, type LinkProps } from '@aurele/ui';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import type { NavigationLink } from './navigation';

interface NavigationItemsProps {
  links: NavigationLink[];
  itemClassName: string;
  tone: LinkProps['tone'];
}

/** The `li`s of a list of site links (the caller owns the list), the current page's link marked as such. */
export function NavigationItems({ links, itemClassName, tone }: NavigationItemsProps) {
  // A link leads to the page being shown when its path and query match, e.g. `/shop?category=femme`. The
  // prerendered page knows no query string: the hydration starts without it too.
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const isCurrent = (href: string) => href === pathname + (hydrated ? search : '');
  return links.map((link) => (
    <li key={link.id} className={itemClassName}>
      <Link
        href={link.href}
        render={<RouterLink />}
        variant="quiet"
        tone={tone}
        current={isCurrent(link.href)}
      >
        {link.label}
      </Link>
    </li>
  ));
}
