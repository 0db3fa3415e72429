import { Dialog, Link, Notice, SizeTable, Stack, Text } from '@aurele/ui';
import { RouterLink } from '../../shared/router-link';
import type { SizeChart } from '../../shared/size-charts';
import { sizeRowOf } from '../../shared/size-charts';
import { sizeGuide } from './messages';

interface SizeGuideDialogProps {
  open: boolean;
  onClose: () => void;
  chart: SizeChart;
  /** The size chosen on the page, if one is. */
  size: string | undefined;
  fitNote: string | undefined;
  /** /size-guide at this table, with how to measure. */
  fullGuide: string;
}

/** The size guide's table for the product, downloaded on first open: the chosen size's row set apart. */
export default function SizeGuideDialog({
  open,
  onClose,
  chart,
  size,
  fitNote,
  fullGuide,
}: SizeGuideDialogProps) {
  const current = sizeRowOf(chart, size);
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
