import type { ReactNode } from 'react';
import * as styles from './admin-page.css';

/** Wraps cell content that carries visually hidden words (a row action's full name, a hidden header). */
export function InCell({ children }: { children: ReactNode }) {
  return <span className={styles.inCell}>{children}</span>;
}
