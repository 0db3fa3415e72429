import { Dialog, Link, Notice, SizeTable, Stack, Text } from '@aurele/ui';
import type { Product } from '../../domain/product';
import { RouterLink } from '../../shared/router-link';
import { sizeCharts, sizeRowOf } from '../../shared/size-charts';
import { fitNoteOf } from './fit-note';
import { sizeGuide } from './messages';

interface SizeGuideDialogProps {
  open: boolean;
  onClose: () => void;
  /** Which table (`sizeChartIdOf`). */
  chartId: string;
  product: Product;
  /** The size chosen on the page, if one is. */
  size: string | undefined;
  /** /size-guide at this table, with how to measure. */
  fullGuide: string;
}

/**
 * The size guide's table for the product, downloaded on first open with the tables and the reading of the
 * product's fit note: the chosen size's row set apart.
 */
export default function SizeGuideDialog({
  open,
  onClose,
  chartId,
  product,
  size,
  fullGuide,
}: SizeGuideDialogProps) {
  const chart = sizeCharts.find((table) => table.id === chartId);
  if (!chart) return null;
  const current = sizeRowOf(chart, size);
  const fitNote = fitNoteOf(product);
  return (
    <Dialog open={open} onClose={onClose} title={sizeGuide.open} closeLabel={sizeGuide.close} size="large">
      <Stack space="large">
        <SizeTable caption={chart.caption} headers={chart.headers} rows={chart.rows} current={current} />
        {(size === undefined || current) && (
          <Text size="small" tone="secondary">
            {size === undefined ? sizeGuide.chooseFirst : sizeGuide.yourSize(size)}
          </Text>
        )}
        {fitNote && (
          <Notice tone="info" title={sizeGuide.fitNote}>
            {fitNote}
          </Notice>
        )}
        <Link href={fullGuide} render={<RouterLink />} variant="standalone">
          {sizeGuide.fullGuide}
        </Link>
      </Stack>
    </Dialog>
  );
}
