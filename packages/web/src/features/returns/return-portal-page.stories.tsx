import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { returnPortalMachine } from './return-portal.machine';
import { ReturnPortalPage } from './return-portal-page';

/** The real machine with a short wait, so the story does not sit through 2 s. */
const quickMachine = returnPortalMachine.provide({ delays: { lookup: 300 } });

const meta = {
  title: 'Compte/Portail de retour',
  component: ReturnPortalPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/return-portal' },
  // A machine is no story arg (args are serialised): the page gets it here.
  render: () => <ReturnPortalPage machine={quickMachine} />,
} satisfies Meta<typeof ReturnPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const orderField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Numéro de commande/ });
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Adresse e-mail/ });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Rechercher ma commande' });
const notices = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Notifications' }));

/** The form, the four steps and the ways to get help. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Retourner un article' })).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Livraison et retours' })).toHaveAttribute(
      'href',
      '/shipping-returns',
    );
    await expect(canvas.getByRole('link', { name: 'Contacter le service client' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** Nothing filled in: « Champs requis », both fields marked, the focus on the first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(notices(canvas).getByText('Champs requis')).toBeVisible());
    await expect(
      notices(canvas).getByText('Veuillez entrer votre numéro de commande et votre email.'),
    ).toBeVisible();
    await expect(orderField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(orderField(canvas)).toHaveFocus();
  },
};

/** Only the e-mail is missing: that field alone is marked. */
export const MissingEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(orderField(canvas), 'ZE-24817{Enter}');
    await waitFor(() => expect(notices(canvas).getByText('Champs requis')).toBeVisible());
    await expect(orderField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(emailField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Entrez votre adresse e-mail.'),
    );
    await expect(emailField(canvas)).toHaveFocus();
  },
};

/** An e-mail without the shape of one: that field is marked and focused, no request starts, no notice shows. */
export const MalformedEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(orderField(canvas), 'ZE-24817');
    await userEvent.type(emailField(canvas), 'pas-un-email{Enter}');
    await expect(emailField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.'),
    );
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveFocus();
    await expect(orderField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(notices(canvas).queryByText('Demande en cours...')).toBeNull();
  },
};

/** A complete request: « Demande en cours... », then always « Commande non trouvée ». */
export const SubmittingThenNotFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(orderField(canvas), 'ZE-24817');
    await userEvent.type(emailField(canvas), 'camille.lambert@example.be');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(notices(canvas).getByText('Demande en cours...')).toBeVisible());
    await expect(submitButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(notices(canvas).getByText('Commande non trouvée')).toBeVisible());
    await expect(
      notices(canvas).getByText('Veuillez vérifier les informations ou contacter notre service client.'),
    ).toBeVisible();
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-busy');
  },
};
