import { PageHeader, type PageHeaderProps, Text } from '@aurele/ui';
import type { Ref } from 'react';
import * as styles from './list-page-header.css';

interface ListPageHeaderProps extends Pick<PageHeaderProps, 'align' | 'variant'> {
  title: string;
  /** How many the list holds, in words; nothing while it is empty. */
  count: string | null;
  /** Where the focus goes when the item that had it leaves the list (`useFocusAfterRemoval`). */
  ref: Ref<HTMLDivElement>;
}

/** The header of a shopper's own list (the cart, the wishlist): its title and what it holds. */
export function ListPageHeader({ title, count, ref, align, variant }: ListPageHeaderProps) {
  return (
    <div className={styles.header} ref={ref} tabIndex={-1}>
      <PageHeader
        title={title}
        align={align}
        variant={variant}
        aside={
          count && (
            <Text tone="secondary" size="small" align={align}>
              {count}
            </Text>
          )
        }
      />
    </div>
  );
}
