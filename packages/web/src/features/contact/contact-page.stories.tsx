import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../testing/story-decorators';
import { withToaster } from '../../testing/with-toaster';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Nom/ });
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Adresse e-mail/ });
const subjectField = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Sujet/ });
const messageField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Message/ });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Envoyer le message' });
const notices = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Notifications' }));

/** The form and the house's details with its hours. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    await expect(canvas.getByText('Du lundi au samedi, 9h–19h')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contact@maison-aurele.be' })).toHaveAttribute(
      'href',
      'mailto:contact@maison-aurele.be',
    );
  },
};

/** Sent empty: « Champs requis », every field marked and described, the focus on the first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(notices(canvas).getByText('Champs requis')).toBeVisible());
    await expect(
      notices(canvas).getByText('Veuillez remplir tous les champs pour nous contacter.'),
    ).toBeVisible();
    for (const field of [nameField(canvas), emailField(canvas), subjectField(canvas), messageField(canvas)]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(subjectField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Choisissez le sujet de votre message.'),
    );
    await expect(nameField(canvas)).toHaveFocus();
  },
};

/** Filled in by keyboard, subject included: thanked, and the form is cleared. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), 'Camille Lambert');
    await userEvent.type(emailField(canvas), 'camille.lambert@example.be');
    subjectField(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const body = within((await canvas.findByRole('listbox')).ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Un retour ou un échange' }));
    await expect(subjectField(canvas)).toHaveTextContent('Un retour ou un échange');
    await userEvent.type(messageField(canvas), 'Puis-je échanger ma blouse contre une taille M ?');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(notices(canvas).getByText('Merci pour votre message')).toBeVisible());
    await expect(nameField(canvas)).toHaveValue('');
    await expect(messageField(canvas)).toHaveValue('');
    await expect(subjectField(canvas)).toHaveTextContent('Choisissez un sujet');
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** A malformed e-mail: the field says so, nothing else is refused. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), 'Camille Lambert');
    await userEvent.type(emailField(canvas), 'camille@');
    await userEvent.click(sendButton(canvas));
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail valide, par exemple prenom.nom@exemple.be.',
    );
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** From a product sold « sur demande »: the subject « Un produit » chosen, the message started with its name. */
export const AboutAProduct: Story = {
  parameters: { route: '/contact?subject=produit&product=Hand-woven+pashmina+shawl' },
  play: async ({ canvas }) => {
    await expect(subjectField(canvas)).toHaveTextContent('Un produit');
    await expect(messageField(canvas)).toHaveValue(
      'Bonjour, je souhaiterais connaître le prix et la disponibilité de « Hand-woven pashmina shawl ». ',
    );
    await expect(nameField(canvas)).toHaveValue('');
    await expect(notices(canvas).queryByText('Champs requis')).toBeNull();
  },
};
