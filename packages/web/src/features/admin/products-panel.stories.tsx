import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers, failingCatalogueHandlers, sellOut } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { ProductsPanel } from './products-panel';

/** « Produits » over the real stack in memory: the BFF's admin routes over the emulator's 55 products. */
const meta = {
  title: 'Administration/Produits',
  component: ProductsPanel,
  decorators: [withAppProviders],
  parameters: { route: '/admin' },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof ProductsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Catalogue' });
const rowTitles = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
const count = (canvas: Canvas) => canvas.getByRole('status');

/** The whole catalogue, 50 rows a page: the count, a photo, a price, a stock and a status on each row. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(count(canvas)).toHaveTextContent(/^55 produits sur 55$/));
    await expect(rowTitles(canvas)).toHaveLength(50);
    await expect(canvas.getByText('Page 1 sur 2')).toBeVisible();
    const first = within(table(canvas)).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/prod_/),
    );
    await expect(within(first).getByText(/^(Publié|Non achetable|Rupture)$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Exporter' })).toHaveAttribute(
      'href',
      '/api/admin/products/export',
    );
  },
};

/** By keyboard alone: a header sorts (then the other way), a page turns, a search narrows and the export follows. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(count(canvas)).toHaveTextContent('55 produits'));
    const titleHeader = canvas.getByRole('columnheader', { name: 'Produit' });
    await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
    within(titleHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titleHeader).toHaveAttribute('aria-sort', 'ascending'));
    const inOrder = (titles: string[]) =>
      [...titles].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true }));
    // The rows follow once the BFF has answered.
    await waitFor(() => expect(rowTitles(canvas)).toEqual(inOrder(rowTitles(canvas))), { timeout: 5000 });
    const ascending = rowTitles(canvas);
    await expect(within(titleHeader).getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titleHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(rowTitles(canvas)[0]).not.toBe(ascending[0]));
    await expect(rowTitles(canvas)).toEqual(inOrder(rowTitles(canvas)).reverse());

    canvas.getByRole('button', { name: 'Page suivante' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Page 2 sur 2')).toBeVisible());
    await expect(rowTitles(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    canvas.getByRole('searchbox', { name: /Rechercher un produit/ }).focus();
    await userEvent.keyboard('cabas{Enter}');
    await waitFor(() => expect(canvas.getByText('Page 1 sur 1')).toBeVisible());
    await expect(rowTitles(canvas).every((title) => /cabas/i.test(title))).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Exporter' })).toHaveAttribute(
      'href',
      '/api/admin/products/export?q=cabas&sort=title&order=desc',
    );
  },
};

/** « En rupture »: the store's stock is read in the background, then the sold-out product is listed, in red. */
export const SoldOut: Story = {
  beforeEach() {
    sellOut('cabas-nylon-recycle');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(count(canvas)).toHaveTextContent('55 produits'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En rupture' }));
    await waitFor(() => expect(count(canvas)).toHaveTextContent(/^1 produit sur 55$/), { timeout: 6000 });
    await expect(rowTitles(canvas)).toEqual(['Cabas en nylon recyclé']);
    await expect(within(table(canvas)).getByText('Rupture')).toBeVisible();
    await expect(within(table(canvas)).getByText(/tailles? épuisées?$/)).toBeVisible();
    await expect(await canvas.findByText(/^Stock relevé/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En rupture' }));
    await waitFor(() => expect(count(canvas)).toHaveTextContent('55 produits'));
  },
};

/** « Stock faible » under a threshold typed and sent with Entrée: every row listed has fewer units, and some. */
export const LowStock: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(count(canvas)).toHaveTextContent('55 produits'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stock faible' }));
    const threshold = canvas.getByRole('textbox', { name: /Seuil du stock faible/ });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '40{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Exporter' })).toHaveAttribute(
        'href',
        expect.stringContaining('threshold=40'),
      ),
    );
    const stockColumn = within(table(canvas))
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Stock');
    const units = () =>
      within(table(canvas))
        .getAllByRole('row')
        .slice(1)
        // The units are the cell's first words; the sold-out sizes follow on a line of their own.
        .map((row) =>
          Number.parseInt(
            row.children[stockColumn]?.querySelector('span')?.firstChild?.textContent ?? '',
            10,
          ),
        );
    // The answer comes once the whole store's stock is read (the list asks again every 2 s meanwhile).
    await waitFor(
      () => {
        expect(count(canvas)).not.toHaveTextContent(/^55 produits/);
        expect(units().length).toBeGreaterThan(0);
        expect(units().every((unit) => unit > 0 && unit < 40)).toBe(true);
      },
      { timeout: 8000 },
    );
  },
};

/** The BFF cannot answer: the French heading, the technical text, « Réessayer ». */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCatalogueHandlers());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Impossible de charger le catalogue' }),
    ).toBeVisible();
    await expect(canvas.getByText('HTTP 503: Service Unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
