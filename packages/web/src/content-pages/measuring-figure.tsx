import * as styles from './size-guide-page.css';

/**
 * A dress form with the three places to measure, numbered as in the instructions beside it. Decorative: the
 * instructions say everything it shows.
 */
export function MeasuringFigure() {
  return (
    <svg className={styles.figure} viewBox="0 0 160 240" aria-hidden="true" focusable="false">
      <path
        className={styles.form}
        d="M62 20 Q80 12 98 20 L100 34 Q124 40 128 58 L120 96 Q110 112 112 122 Q128 150 126 186 L34 186 Q32 150 48 122 Q50 112 40 96 L32 58 Q36 40 60 34 Z"
      />
      <line className={styles.stand} x1="80" y1="186" x2="80" y2="228" />
      <line className={styles.stand} x1="56" y1="228" x2="104" y2="228" />
      {[
        { y: 72, n: '1' },
        { y: 112, n: '2' },
        { y: 150, n: '3' },
      ].map((mark) => (
        <g key={mark.n}>
          <line className={styles.measure} x1="20" y1={mark.y} x2="140" y2={mark.y} />
          <circle className={styles.marker} cx="148" cy={mark.y} r="9" />
          <text className={styles.markerText} x="148" y={mark.y + 4} textAnchor="middle">
            {mark.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
