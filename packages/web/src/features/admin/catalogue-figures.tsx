import type { AdminFigures } from '@aurele/shop-contract';
import { ErrorState, Heading, Link, Stack, Text } from '@aurele/ui';
import { categoryLabels } from '../../shared/category-labels';
import { formatCount as count } from '../../shared/french-count';
import { productPath } from '../../shared/product-path';
import { useResource } from '../../shared/resource/use-resource';
import { RouterLink } from '../../shared/router-link';
import { adminFiguresMachine } from './admin-figures.machine';
import * as styles from './admin-page.css';
import { BarChart } from './bar-chart';
import { KeyFigures } from './key-figures';
import { adminMessages } from './messages';
import { priceBandLabel } from './price-band-label';
import { stockFreshness } from './stock-freshness';

const words = adminMessages.analytics.catalogue;
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const seconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function figuresOf(figures: AdminFigures) {
  const { products, missing, soldOut } = figures;
  const share = (part: number) => words.share(part, products);
  return [
    { id: 'products', label: words.figures.products, value: count(products) },
    { id: 'variants', label: words.figures.variants, value: count(figures.variants) },
    { id: 'on-sale', label: words.figures.onSale, value: count(figures.onSale), note: share(figures.onSale) },
    {
      id: 'sold-out',
      label: words.figures.soldOut,
      value: soldOut ? count(soldOut.products) : '—',
      note: soldOut ? words.soldOutVariants(soldOut.variants) : words.stockPending,
    },
    { id: 'no-photo', label: words.figures.noPhoto, value: count(missing.photo), note: share(missing.photo) },
    { id: 'no-price', label: words.figures.noPrice, value: count(missing.price), note: share(missing.price) },
    {
      id: 'no-description',
      label: words.figures.noDescription,
      value: count(missing.description),
      note: share(missing.description),
    },
  ];
}

function CatalogueCharts({ figures }: { figures: AdminFigures }) {
  const { priceBands } = figures;
  return (
    <Stack space="xxlarge">
      <KeyFigures figures={figuresOf(figures)} />
      <BarChart
        id="admin-collections-chart"
        title={words.collectionsTitle}
        caption={words.collectionsCaption}
        tableCaption={words.collectionsTable}
        labelHeader={words.collection}
        valueHeader={words.productCount}
        bars={figures.perCollection.map(({ key, count: value }) => ({
          key,
          label: categoryLabels[key as keyof typeof categoryLabels] ?? words.noCollection,
          value,
        }))}
        format={count}
      />
      {priceBands.currency && (
        <BarChart
          id="admin-prices-chart"
          title={words.pricesTitle}
          caption={words.pricesCaption(priceBands.currency.toUpperCase())}
          tableCaption={words.pricesTable}
          labelHeader={words.priceBand}
          valueHeader={words.productCount}
          bars={priceBands.bands.map(({ key, count: value }) => ({
            key,
            label: priceBandLabel(key, priceBands.currency ?? 'eur'),
            value,
          }))}
          format={count}
        />
      )}
      <section aria-labelledby="admin-newest">
        <Stack space="medium">
          <Heading level={3} size="subtitle" id="admin-newest">
            {words.newestTitle}
          </Heading>
          <ol className={styles.newest}>
            {figures.newest.map((product) => (
              <li key={product.id}>
                <Link href={productPath(product)} render={<RouterLink />}>
                  {product.title}
                </Link>
              </li>
            ))}
          </ol>
        </Stack>
      </section>
      <Text size="small" tone="secondary">
        {words.refreshed(
          when.format(figures.catalogue.readAt),
          figures.catalogue.readMs === null ? null : seconds.format(figures.catalogue.readMs / 1000),
        )}{' '}
        {stockFreshness(figures.stock, Date.now())}
      </Text>
    </Stack>
  );
}

/** « Le catalogue de la boutique »: its figures and charts, from the BFF's index and the store's stock. */
export function CatalogueFigures() {
  const { state, retry } = useResource(adminFiguresMachine, undefined);
  return (
    <section aria-labelledby="admin-catalogue-figures">
      <Stack space="large">
        <Heading level={2} size="title" id="admin-catalogue-figures">
          {words.title}
        </Heading>
        {state.status === 'loading' && <Text tone="secondary">{words.loading}</Text>}
        {state.status === 'failed' && (
          <ErrorState
            title={words.loadError}
            detail={state.error instanceof Error ? state.error.message : undefined}
            retryLabel={words.retry}
            onRetry={retry}
            headingLevel={3}
          />
        )}
        {state.status === 'loaded' && <CatalogueCharts figures={state.data} />}
      </Stack>
    </section>
  );
}
