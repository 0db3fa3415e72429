import { Link } from '@aurele/ui';
import type { ReactNode } from 'react';
import * as styles from './site-footer.css';

interface SocialNetwork {
  id: string;
  name: string;
  href: string;
  /** A simple line drawing of the network's mark, in the house's 24 × 24 icon grid. */
  glyph: ReactNode;
}

const networks: SocialNetwork[] = [
  {
    id: 'instagram',
    name: 'Instagram',
    href: 'https://www.instagram.com/maisonaurele',
    glyph: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.25" cy="6.75" r="0.75" fill="currentColor" />
      </>
    ),
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    href: 'https://www.pinterest.com/maisonaurele',
    glyph: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M10.5 20.2 12.4 12.6M10.2 13.9c-1-2.9.9-5.5 3.4-5.2 2.4.3 2.9 3.2 1.5 5.2-.9 1.2-2.4 1.3-3.1.2" />
      </>
    ),
  },
  {
    id: 'facebook',
    name: 'Facebook',
    href: 'https://www.facebook.com/maisonaurele',
    glyph: (
      <path d="M13.5 21v-8h2.75l.5-3.25H13.5V7.9c0-.95.45-1.65 1.8-1.65h1.55V3.4c-.7-.1-1.6-.2-2.55-.2-2.6 0-4.05 1.5-4.05 4.2v2.35H7.5V13h2.75v8" />
    ),
  },
];

/** The house on social networks, each link named in words beside its mark. */
export function SocialLinks() {
  return (
    <ul className={styles.socialList}>
      {networks.map((network) => (
        <li key={network.id}>
          <Link href={network.href} variant="quiet" tone="inverse">
            <svg
              className={styles.socialGlyph}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {network.glyph}
            </svg>
            {network.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
