import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  catalogueHandlers,
  catalogueProduct,
  failingCatalogueHandlers,
  flakyCatalogueHandlers,
  slowCatalogueHandlers,
} from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { HomePage } from './home-page';
import { homeLoader } from './home-route';

const meta = {
  title: 'Boutique/Accueil',
  component: HomePage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', pageRoute: { loader: homeLoader } },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first four products by `order`, live, each leading to its own page; the universes lead to the shop. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "L'élégance, sans ostentation.",
    );
    const featured = await canvas.findByRole('list', { name: 'Les pièces du moment' });
    const titles = within(featured).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Robe portefeuille en soie',
      'Veste de costume en laine froide',
      'Sac à main structuré',
      'Robe smockée en coton',
    ]);
    await expect(within(featured).getByRole('link', { name: 'Sac à main structuré' })).toHaveAttribute(
      'href',
      `/product/${catalogueProduct('sac-main-structure-cuir-graine').id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Accessoires' })).toHaveAttribute(
      'href',
      '/shop?category=accessoires',
    );
    await expect(canvas.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** While the selection loads, four placeholder tiles of the final size hold its place. */
export const FeaturedLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...slowCatalogueHandlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement de la sélection')).toBeInTheDocument();
  },
};

/** The selection failed to load: the rest of the page stays, and « Réessayer » tries again. */
export const FeaturedError: Story = {
  beforeEach({ msw }) {
    msw.use(...flakyCatalogueHandlers());
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Impossible de charger la sélection' });
    await expect(canvas.getByText('HTTP 503: Service Unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('list', { name: 'Les pièces du moment' })).toBeVisible();
  },
};

/** The selection keeps failing: the error stays, the page around it is whole. */
export const FeaturedUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(...failingCatalogueHandlers(500, 'Internal Server Error'));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Impossible de charger la sélection' });
    await expect(canvas.getByRole('heading', { name: 'La lettre de la Maison' })).toBeVisible();
  },
};

/** The newsletter checks the address itself, in French, and only thanks the shopper: nothing is sent. */
export const Newsletter: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'La lettre de la Maison' });
    const email = within(form).getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.click(within(form).getByRole('button', { name: "S'inscrire" }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email, 'claire.martin{Enter}');
    await expect(email).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.',
    );

    await userEvent.type(email, '@exemple.be{Enter}');
    await expect(await canvas.findByText('Merci pour votre inscription')).toBeInTheDocument();
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};
