import { Container, type ContainerProps, PageHeader, Stack } from '@aurele/ui';
import type { ReactNode } from 'react';
import * as styles from './page-frame.css';
import { useMetaDescription } from './use-meta-description';
import { usePageTitle } from './use-page-title';

export interface PageFrameProps {
  /** The h1, also the document's title. */
  title: string;
  /** The sentence under the title. */
  lead: ReactNode;
  /** The page's `<meta name="description">`. */
  description: string;
  width?: ContainerProps['width'];
  children: ReactNode;
}

/**
 * A feature page's frame (tracking, returns, contact): its title and description on the document, the h1 and its lead.
 */
export function PageFrame({ title, lead, description, width = 'wide', children }: PageFrameProps) {
  usePageTitle(title);
  useMetaDescription(description);
  return (
    <Container width={width}>
      <div className={styles.page}>
        <Stack space="xxlarge">
          <PageHeader title={title} lead={lead} />
          {children}
        </Stack>
      </div>
    </Container>
  );
}
