import { Button, Text } from '@aurele/ui';
import { adminMessages } from './messages';
import * as styles from './products-panel.css';

const { pages: words } = adminMessages.products;

export interface TablePagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The previous and next pages of the list, and which page of how many this is. */
export function TablePages({ page, pages, onPage }: TablePagesProps) {
  return (
    <nav aria-label={words.label} className={styles.pages}>
      <Button
        variant="secondary"
        size="small"
        icon="chevronLeft"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {words.previous}
      </Button>
      <Text size="small">{words.current(page, Math.max(1, pages))}</Text>
      <Button
        variant="secondary"
        size="small"
        icon="chevronRight"
        iconPosition="end"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </Button>
    </nav>
  );
}
