import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminGrade } from '../../domain/user';
import { storageKeys } from '../../storage/keys';
import { catalogueHandlers } from '../../testing/catalogue-handlers';
import { withAppProviders } from '../../testing/story-decorators';
import { anAdmin } from '../../testing/user-fixtures';
import { withToaster } from '../../testing/with-toaster';
import { AdminPage } from './admin-page';

/** The page as the admin guard lets it through: a signed-in administrator of this grade. */
function signedInAs(grade: AdminGrade, email: string, firstName: string) {
  return { storage: { local: { [storageKeys.currentUser]: anAdmin({ grade, email, firstName }) } } };
}

const meta = {
  title: 'Administration/Tableau de bord',
  component: AdminPage,
  decorators: [withToaster, withAppProviders],
  parameters: {
    layout: 'fullscreen',
    route: '/admin',
    ...signedInAs('super-admin', 'admin@maison-aurele.be', 'Hélène'),
  },
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers());
  },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const tabNames = ['Produits', 'Commandes', 'Prix & Taxes', 'Analyses', 'Utilisateurs', 'Paramètres'];
const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name: new RegExp(`^${name}`) });
const notices = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Notifications' }));
const restriction = "Accès Restreint : Vous n'avez pas les permissions nécessaires pour voir cette section.";

async function expectOpenTabs(canvas: Canvas, open: string[]) {
  for (const name of tabNames) {
    if (open.includes(name)) await expect(tab(canvas, name)).not.toHaveAttribute('aria-disabled', 'true');
    else {
      await expect(tab(canvas, name)).toHaveAttribute('aria-disabled', 'true');
      await expect(tab(canvas, name)).toHaveAccessibleDescription(restriction);
    }
  }
}

/** super-admin: every tab open, Produits first; each section has its content; actions say « Bientôt disponible ! ». */
export const SuperAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByText('Bonjour Hélène Dubois')).toBeVisible();
    await expect(canvas.getByText('Super-administrateur', { selector: 'span' })).toBeVisible();
    await expectOpenTabs(canvas, tabNames);
    await expect(tab(canvas, 'Produits')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText('55 produits sur 55')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un produit' }));
    await waitFor(() => expect(notices(canvas).getByText('Bientôt disponible !')).toBeVisible());

    await userEvent.click(tab(canvas, 'Analyses'));
    await expect(canvas.getByRole('img', { name: "Chiffre d'affaires des six derniers mois" })).toBeVisible();
    await expect(canvas.getByRole('table', { name: "Chiffre d'affaires par mois" })).toBeVisible();

    // The arrow keys move between the tabs, as in any tab list.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Utilisateurs')).toHaveFocus();
    await expect(canvas.getByRole('rowheader', { name: 'Thomas Claes' })).toBeVisible();
  },
};

/** gestion-produits: Produits and Prix & Taxes open, the four others closed with « Accès Restreint ». */
export const ProductManager: Story = {
  parameters: signedInAs('gestion-produits', 'catalogue@maison-aurele.be', 'Inès'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gestion des produits', { selector: 'span' })).toBeVisible();
    await expectOpenTabs(canvas, ['Produits', 'Prix & Taxes']);
    await expect(tab(canvas, 'Produits')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(canvas, 'Prix & Taxes'));
    const vat = canvas.getByRole('rowheader', { name: 'Belgique' }).closest('tr');
    await expect(vat).toHaveTextContent('21 %');
    await expect(
      canvas.getByRole('rowheader', { name: 'Livraison express (Europe)' }).closest('tr'),
    ).toHaveTextContent('14,90 €');
  },
};

/** gestion-commandes: Commandes alone, shown first, with its « En attente » and « Expédiée » orders. */
export const OrderManager: Story = {
  parameters: signedInAs('gestion-commandes', 'logistique@maison-aurele.be', 'Thomas'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gestion des commandes', { selector: 'span' })).toBeVisible();
    await expectOpenTabs(canvas, ['Commandes']);
    await expect(tab(canvas, 'Commandes')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('En attente').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Expédiée').length).toBeGreaterThan(0);
    // A closed tab cannot be opened.
    await userEvent.click(tab(canvas, 'Produits'));
    await expect(tab(canvas, 'Commandes')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('table', { name: 'Catalogue' })).toBeNull();
  },
};
