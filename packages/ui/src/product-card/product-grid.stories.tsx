import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen } from 'storybook/test';
import { productFixtures } from './product-card.fixtures';
import { DEMO_CARDS_URL, ProductGridDemo } from './product-grid-demo';

const meta = {
  title: 'Commerce/ProductGrid (données simulées)',
  component: ProductGridDemo,
  tags: ['!autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'ProductCard in a grid, fed by a mocked address of cards (MSW): success, slow, empty and error.',
      },
    },
  },
} satisfies Meta<typeof ProductGridDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue answers: every product becomes a card in a list. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(DEMO_CARDS_URL, () => HttpResponse.json({ products: productFixtures })));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(list.children).toHaveLength(productFixtures.length);
    await expect(canvas.getByRole('article', { name: 'Sac seau en cuir grainé' })).toHaveTextContent(
      'Prix initial',
    );
  },
};

/** A slow answer: skeleton tiles hold the grid's shape and the wait is announced once. */
export const Slow: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(DEMO_CARDS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({ products: [] });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Chargement des produits');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(DEMO_CARDS_URL, () => HttpResponse.json({ products: [] })));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Aucun produit disponible pour le moment.' });
  },
};

/** The BFF fails: the technical detail is shown verbatim under a French heading, and « Réessayer » fetches again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(DEMO_CARDS_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: { status: 503, message: 'Service Unavailable' } },
              { status: 503, statusText: 'Service Unavailable' },
            )
          : HttpResponse.json({ products: productFixtures.slice(0, 3) });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading products: HTTP 503: Service Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    const list = await canvas.findByRole('list', { name: 'Produits' });
    await expect(list.children).toHaveLength(3);
  },
};

/** What the shop shows after a retry succeeds is the same as `Loaded`; this state stays on the error for review. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(DEMO_CARDS_URL, () =>
        HttpResponse.json(
          { error: { status: 500, message: 'Internal Server Error' } },
          { status: 500, statusText: 'Internal Server Error' },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger les produits');
  },
};
