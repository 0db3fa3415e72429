import { DataTable, Stack, Text } from '@aurele/ui';
import { formatPrice } from '@aurele/ui/format-price';
import { AdminAction } from './admin-action';
import { formatRate } from './admin-format';
import { shippingRows, vatRows } from './admin-samples';
import { adminMessages } from './messages';
import { SectionHeader } from './section-header';

const { pricing } = adminMessages;

/** Prix & Taxes: VAT by country and the delivery prices of docs/product/rules.md#house-constants. */
export function PricingPanel() {
  return (
    <Stack space="xxlarge">
      <Stack space="large">
        <SectionHeader id="admin-vat" title={pricing.vatTitle}>
          <AdminAction>{pricing.edit}</AdminAction>
        </SectionHeader>
        <Text size="small" tone="secondary">
          {pricing.vatNote}
        </Text>
        <DataTable
          caption={pricing.vatTitle}
          hideCaption
          rows={vatRows}
          getRowId={(row) => row.code}
          columns={[
            {
              id: 'country',
              header: pricing.vatColumns.country,
              cell: (row) => row.country,
              rowHeader: true,
            },
            { id: 'code', header: pricing.vatColumns.code, cell: (row) => row.code },
            {
              id: 'standard',
              header: pricing.vatColumns.standard,
              cell: (row) => formatRate(row.standardRate),
              align: 'end',
            },
            {
              id: 'reduced',
              header: pricing.vatColumns.reduced,
              cell: (row) => formatRate(row.reducedRate),
              align: 'end',
            },
          ]}
        />
      </Stack>
      <Stack space="large">
        <SectionHeader id="admin-shipping" title={pricing.shippingTitle}>
          <AdminAction>{pricing.editShipping}</AdminAction>
        </SectionHeader>
        <DataTable
          caption={pricing.shippingTitle}
          hideCaption
          rows={shippingRows}
          getRowId={(row) => row.id}
          columns={[
            {
              id: 'option',
              header: pricing.shippingColumns.option,
              cell: (row) => row.option,
              rowHeader: true,
            },
            { id: 'delay', header: pricing.shippingColumns.delay, cell: (row) => row.delay },
            {
              id: 'price',
              header: pricing.shippingColumns.price,
              cell: (row) => formatPrice(row.priceInCents),
              align: 'end',
            },
            {
              id: 'free',
              header: pricing.shippingColumns.free,
              cell: (row) =>
                row.freeFromInCents === null ? pricing.never : formatPrice(row.freeFromInCents),
              align: 'end',
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
