import * as styles from './brands-page.css';

export interface BrandMonogramProps {
  /** Letters drawn in the house's serif (« CK », « D&G »). */
  initials: string;
  ground: keyof typeof styles.artwork;
}

/**
 * Our own artwork for a brand (docs/product/decisions.md: no logos): its initials in a double frame, like an
 * embroidered label. Decorative — the brand's name is written beside it.
 */
export function BrandMonogram({ initials, ground }: BrandMonogramProps) {
  return (
    <div className={styles.artwork[ground]}>
      <svg className={styles.monogram} viewBox="0 0 200 140" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="192" height="132" fill="none" stroke="currentColor" strokeWidth="1" />
        <rect x="12" y="12" width="176" height="116" fill="none" stroke="currentColor" strokeWidth="0.5" />
        <text
          x="100"
          y="84"
          textAnchor="middle"
          fill="currentColor"
          fontSize={initials.length > 2 ? 40 : 48}
          letterSpacing="4"
        >
          {initials}
        </text>
        <line x1="80" y1="104" x2="120" y2="104" stroke="currentColor" strokeWidth="0.75" />
      </svg>
    </div>
  );
}
