import { Container, PageHeader, Stack } from '@aurele/ui';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useShowNotice } from '../../state/use-show-notice';
import { invoiceComingSoon, ordersMessages as text } from './messages';
import { OrderCard } from './order-card';
import * as styles from './orders-page.css';
import { sampleOrders } from './sample-orders';

/**
 * /orders (user or admin): the sample orders of docs/product/decisions.md, with tracking and the coming-soon invoices.
 */
export function OrdersPage() {
  usePageTitle(text.title);
  useMetaDescription(text.description);
  const show = useShowNotice();
  const showInvoiceNotice = () => show(invoiceComingSoon);
  return (
    <Container>
      <div className={styles.page}>
        <Stack space="xlarge">
          <PageHeader title={text.title} lead={text.intro} size="display1" />
          <ul className={styles.list} aria-label={text.listLabel}>
            {sampleOrders.map((order) => (
              <li key={order.code}>
                <OrderCard order={order} onInvoice={showInvoiceNotice} />
              </li>
            ))}
          </ul>
        </Stack>
      </div>
    </Container>
  );
}
