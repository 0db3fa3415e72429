import { ButtonLink, ErrorState, Stack, Text } from '@aurele/ui';
import { useMachine } from '@xstate/react';
import { adminExportHref } from '../../storefront/admin-api';
import { AdminAction } from './admin-action';
import { adminProductsMachine } from './admin-products.machine';
import { adminMessages } from './messages';
import { ProductsFilters } from './products-filters';
import * as styles from './products-panel.css';
import { ProductsTable } from './products-table';
import { SectionHeader } from './section-header';
import { stockFreshness } from './stock-freshness';
import { TablePages } from './table-pages';

const { products } = adminMessages;

/**
 * Produits: the store's real catalogue from the BFF's index, 50 rows a page, with its stock; searched, filtered,
 * sorted from the table's headers, and exported as CSV (the filtered list, every page of it).
 */
export function ProductsPanel() {
  const [snapshot, send] = useMachine(adminProductsMachine, { input: {} });
  const { query, answer, error } = snapshot.context;
  const pages = answer ? Math.ceil(answer.total / answer.pageSize) : 0;

  return (
    <Stack space="large">
      <SectionHeader id="admin-products" title={products.title}>
        <AdminAction icon="plus" variant="primary">
          {products.add}
        </AdminAction>
        <ButtonLink href={adminExportHref(query)} variant="secondary" tone="neutral" size="small">
          {products.export}
        </ButtonLink>
      </SectionHeader>
      <ProductsFilters query={query} onChange={(change) => send({ type: 'admin.change', change })} />
      {snapshot.matches('failed') ? (
        <ErrorState
          title={products.loadError}
          detail={error instanceof Error ? error.message : undefined}
          retryLabel={products.retry}
          onRetry={() => send({ type: 'admin.retry' })}
          headingLevel={3}
        />
      ) : (
        <>
          <div className={styles.summary}>
            {/* Read out when it changes: the result of a search, a filter or a page. */}
            <div role="status">
              <Text size="small">
                {answer ? products.count(answer.total, answer.catalogueTotal) : products.loading}
              </Text>
            </div>
            {answer && (
              <Text size="small" tone="secondary">
                {stockFreshness(answer.stock, Date.now())}
              </Text>
            )}
          </div>
          {answer && (
            <>
              <ProductsTable
                rows={answer.rows}
                query={query}
                onSort={(sort, order) => send({ type: 'admin.change', change: { sort, order } })}
              />
              <TablePages
                page={answer.page}
                pages={pages}
                onPage={(page) => send({ type: 'admin.page', page })}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
