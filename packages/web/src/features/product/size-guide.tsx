import { Button, Link } from '@aurele/ui';
import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../domain/product';
import { RouterLink } from '../../shared/router-link';
import { useHydrated } from '../../shared/use-hydrated';
import { sizeGuide } from './messages';
import { sizeChartIdOf } from './size-guide-chart';

const loadDialog = () => import('./size-guide-dialog');
const SizeGuideDialog = lazy(loadDialog);

/**
 * « Guide des tailles » beside the sizes (issue 27): once the app runs, a dialog with the table of the product's
 * category, the size chosen set apart; before, or for a product no table fits, a link to /size-guide's table.
 */
export function SizeGuide({ product, size }: { product: Product; size: string | undefined }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<boolean | null>(null);
  const chartId = sizeChartIdOf(product);
  const href = chartId ? `/size-guide#${chartId}` : '/size-guide';
  if (!hydrated || !chartId) {
    return (
      <Link href={href} render={<RouterLink />} variant="standalone">
        {sizeGuide.open}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="link"
        tone="neutral"
        size="small"
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        {sizeGuide.open}
      </Button>
      {/* Its code downloads on first want; it stays mounted after, to close with its animation. */}
      {open !== null && (
        <Suspense>
          <SizeGuideDialog
            open={open}
            onClose={() => setOpen(false)}
            chartId={chartId}
            product={product}
            size={size}
            fullGuide={href}
          />
        </Suspense>
      )}
    </>
  );
}
