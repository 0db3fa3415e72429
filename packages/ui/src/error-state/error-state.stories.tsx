import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../link/link';
import { ErrorState } from './error-state';

const meta = {
  title: 'Composants/ErrorState',
  component: ErrorState,
  argTypes: { action: { control: false } },
  args: {
    title: 'Impossible de charger les produits',
    detail: 'Error loading products: HTTP 503: Service Unavailable',
    retryLabel: 'Réessayer',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as it appears; « Réessayer » reloads, from the keyboard too. */
export const Retry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger les produits');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The product page: a message and a way back to the shop instead of a retry. */
export const WithBackLink: Story = {
  args: {
    title: 'Erreur de chargement',
    message: "Le produit n'a pas pu être chargé: HTTP 404: Not Found",
    detail: undefined,
    onRetry: undefined,
    action: (
      <Link href="/shop" variant="standalone" icon="arrowRight">
        Retour à la boutique
      </Link>
    ),
  },
};

/** `headingLevel={1}`: the error is the whole page, so its title is the page's h1, at a page title's size. */
export const WholePage: Story = {
  args: {
    headingLevel: 1,
    title: 'Erreur de chargement',
    message: "Le produit n'a pas pu être chargé: HTTP 404: Not Found",
    detail: undefined,
    onRetry: undefined,
    action: (
      <Link href="/shop" variant="standalone" icon="arrowRight">
        Retour à la boutique
      </Link>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Erreur de chargement' }),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Retour à la boutique' })).toHaveFocus();
  },
};
