import { Accordion, Heading, Stack } from '@aurele/ui';
import { htmlToText } from '../../domain/meta-description';
import type { Product } from '../../domain/product';
import { descriptionTitle, detailsTitle } from './messages';
import * as styles from './product-view.css';
import { SafeHtml } from './safe-html';

/**
 * The store's HTML description and its additional information (Composition, Entretien, …), both sanitised. A
 * description without text (stores send `<p></p>`) gets no heading over nothing.
 */
export function ProductInformation({ product }: { product: Product }) {
  return (
    <Stack space="xlarge">
      {htmlToText(product.description) !== '' && (
        <section aria-labelledby="product-description" className={styles.section}>
          <Heading level={2} size="subtitle" id="product-description">
            {descriptionTitle}
          </Heading>
          <SafeHtml html={product.description} className={styles.richText} />
        </section>
      )}
      {product.additional_info.length > 0 && (
        <section aria-labelledby="product-details" className={styles.section}>
          <Heading level={2} size="subtitle" id="product-details">
            {detailsTitle}
          </Heading>
          <Accordion
            headingLevel={3}
            items={product.additional_info.map((info) => ({
              id: info.id,
              title: info.title,
              content: <SafeHtml html={info.description} className={styles.richText} />,
            }))}
          />
        </section>
      )}
    </Stack>
  );
}
