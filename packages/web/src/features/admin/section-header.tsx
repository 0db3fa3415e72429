import { Heading, Inline } from '@aurele/ui';
import type { ReactNode } from 'react';
import * as styles from './admin-page.css';

/** A section's title with its actions on the right. */
export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.sectionHeader}>
      <Heading level={2} size="title" id={id}>
        {title}
      </Heading>
      {children && <Inline space="small">{children}</Inline>}
    </div>
  );
}
