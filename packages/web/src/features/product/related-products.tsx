import { Columns, SectionHeading } from '@aurele/ui';
import type { ProductSummary } from '../../domain/product-summary';
import { useResource } from '../../shared/resource/use-resource';
import { useNearViewport } from '../../shared/use-near-viewport';
import { ProductTile } from '../../widgets/product-tile/product-tile';
import { relatedEyebrow, relatedTitle } from './messages';
import * as styles from './product-view.css';
import { relatedMachine } from './related.machine';

const columns = { mobile: 2, desktop: 4 } as const;
/** Asked this far ahead of the screen: the tiles are there when the shopper scrolls to them. */
const AHEAD = '600px';

/**
 * « Vous aimerez aussi »: four products close to this one, below the fold, asked for only when the shopper comes
 * near it. Nothing is shown while they come, nor when there are none or the request fails: it is a suggestion.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const [near, watched] = useNearViewport<HTMLDivElement>(AHEAD);
  return <div ref={watched}>{near && <RelatedList productId={productId} />}</div>;
}

function RelatedList({ productId }: { productId: string }) {
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
