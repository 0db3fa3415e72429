import { Container, type ContainerProps, Heading, PageHeader, SectionHeading, Stack, Text } from '@aurele/ui';
import { type ReactNode, useId } from 'react';
import { useMetaDescription } from '../shared/use-meta-description';
import { usePageTitle } from '../shared/use-page-title';
import * as styles from './content-page.css';

export interface ContentPageProps {
  /** The h1, also the document's title. */
  title: string;
  /** The small capitals above the title (« La maison »). */
  eyebrow: string;
  /** One or two sentences under the title. */
  intro: ReactNode;
  /** The page's `<meta name="description">`. */
  description: string;
  /** `narrow` for reading (legal texts), `medium` or `wide` for cards and tables. */
  width?: ContainerProps['width'];
  children: ReactNode;
}

/**
 * The frame every static content page shares: its title and description set on the document, an editorial
 * header with the only h1, then its sections.
 */
export function ContentPage({
  title,
  eyebrow,
  intro,
  description,
  width = 'medium',
  children,
}: ContentPageProps) {
  usePageTitle(title);
  useMetaDescription(description);
  return (
    <div className={styles.page}>
      <Container width={width}>
        <Stack space="xxlarge">
          <PageHeader eyebrow={eyebrow} title={title} lead={intro} size="display1" variant="ruled" />
          {children}
        </Stack>
      </Container>
    </div>
  );
}

export interface ContentSectionProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** A titled region of a content page (h2), named by its title for landmark navigation. */
export function ContentSection({ title, eyebrow, description, children }: ContentSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="large">
        <SectionHeading id={id} title={title} eyebrow={eyebrow} description={description} />
        {children}
      </Stack>
    </section>
  );
}

/** One article of a legal text: its title (h2) and its paragraphs, given as strings or blocks. */
export function LegalArticle({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} size="title" id={id}>
          {title}
        </Heading>
        <div className={styles.prose}>{children}</div>
      </Stack>
    </section>
  );
}

/** A paragraph of legal text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A bulleted list inside a legal article. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // The lists are fixed text: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** « Dernière mise à jour : … » under a legal text's title. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <Text size="small" tone="secondary">
      Dernière mise à jour : {date}
    </Text>
  );
}
