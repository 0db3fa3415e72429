import { Heading, Spinner, Text } from '@aurele/ui';
import { loadingProducts } from '../../widgets/product-tile/messages';
import { creationCount, eyebrow } from './messages';
import * as styles from './shop-page.css';

interface ShopHeadingProps {
  title: string;
  /** How many products the list shows; null while there is no list. */
  count: number | null;
  loading: boolean;
}

/**
 * The page's title with the count of « créations » at the end of its line (announced as it changes; the spinner
 * while a list loads), on a phone too, where the eyebrow gives its line to the products.
 */
export function ShopHeading({ title, count, loading }: ShopHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.eyebrow}>
        <Text as="span" size="xsmall" weight="medium" tone="brand" variant="capitals">
          {eyebrow}
        </Text>
      </div>
      <div className={styles.titleLine}>
        <Heading level={1} size="display2">
          {title}
        </Heading>
        <div className={styles.count}>
          {loading ? (
            <Spinner label={loadingProducts} tone="brand" size="small" />
          ) : (
            <div role="status">
              {count !== null && (
                <Text as="span" size="small" tone="secondary">
                  {creationCount(count)}
                </Text>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
