import type { ReactNode } from 'react';
import { Heading, type HeadingProps } from '../heading/heading';
import { Text } from '../text/text';
import { root, titles } from './heading-group.css';

export interface HeadingGroupProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Beside the titles at the end of the line (below them when centred); it drops below on narrow screens. */
  end?: ReactNode;
  level: HeadingProps['level'];
  size: HeadingProps['size'];
  align: 'left' | 'center';
  id?: string;
}

/** What PageHeader and SectionHeading both draw: an eyebrow, a serif title and a sentence of introduction. */
export function HeadingGroup({
  title,
  eyebrow,
  description,
  end,
  level,
  size,
  align,
  id,
}: HeadingGroupProps) {
  return (
    <div className={root({ align })}>
      <div className={titles}>
        {eyebrow && (
          <Text as="span" size="xsmall" weight="medium" tone="brand" variant="capitals">
            {eyebrow}
          </Text>
        )}
        <Heading level={level} size={size} align={align} id={id}>
          {title}
        </Heading>
        {description && (
          <Text tone="secondary" size="large" align={align}>
            {description}
          </Text>
        )}
      </div>
      {end}
    </div>
  );
}
