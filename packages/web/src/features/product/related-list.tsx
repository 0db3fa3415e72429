import { Columns, SectionHeading } from '@aurele/ui';
import type { ProductSummary } from '../../domain/product-summary';
import { useResource } from '../../shared/resource/use-resource';
import { ProductTile } from '../../widgets/product-tile/product-tile';
import { relatedEyebrow, relatedTitle } from './messages';
import * as styles from './product-view.css';
import { relatedMachine } from './related.machine';

const columns = { mobile: 2, desktop: 4 } as const;

/** The related products once the section is near: asked for, then drawn as tiles (nothing while they come). */
export default function RelatedList({ productId }: { productId: string }) {
  const { state } = useResource(relatedMachine, productId);
  if (state.status !== 'loaded' || state.data.length === 0) return null;
  return <RelatedTiles products={state.data} />;
}

function RelatedTiles({ products }: { products: ProductSummary[] }) {
  return (
    <section aria-labelledby="related-products" className={styles.related}>
      <SectionHeading id="related-products" eyebrow={relatedEyebrow} title={relatedTitle} />
      <Columns
        as="ul"
        columns={columns}
        space={{ mobile: 'large', tablet: 'xlarge' }}
        aria-label={relatedTitle}
      >
        {products.map((product) => (
          <ProductTile key={product.id} product={product} layout="grid" imageSlot="related" />
        ))}
      </Columns>
    </section>
  );
}
