import { Text } from '@aurele/ui';
import * as styles from './admin-page.css';

export interface KeyFigure {
  id: string;
  label: string;
  value: string;
  /** A line under the value (a share, a trend). */
  note?: string;
}

/** Figures as a definition list of cards: two per row on a phone, four on a desktop. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.id} className={styles.figure}>
          <Text as="dt" size="small" tone="secondary">
            {figure.label}
          </Text>
          <dd className={styles.figureValue}>{figure.value}</dd>
          {figure.note && (
            <Text as="dd" size="xsmall" tone="secondary">
              {figure.note}
            </Text>
          )}
        </div>
      ))}
    </dl>
  );
}
