import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { signedIn, storedCurrentUser } from '../../testing/account-fixtures';
import { withAppProviders } from '../../testing/story-decorators';
import { aUser } from '../../testing/user-fixtures';
import { withToaster } from '../../testing/with-toaster';
import { AccountPage } from './account-page';

/** A tiny stand-in for the canvas downscale: stories check the flow, the browser does the pixels. */
const photo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const meta = {
  title: 'Compte/Mon compte',
  component: AccountPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/account', storage: signedIn(aUser()) },
  args: { readPhoto: async () => photo },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Dialogs open in a portal, outside the story's canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const block = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

/** A new client: no pseudo, no address, no phone, not verified. */
export const NewClient: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    const profile = block(canvas, 'Profil');
    await expect(within(profile).getByText('Non vérifié')).toBeVisible();
    await expect(within(block(canvas, 'Coordonnées')).getByText('Non renseigné')).toBeVisible();
    await expect(
      within(block(canvas, 'Adresse de livraison')).getByText('Aucune adresse enregistrée.'),
    ).toBeVisible();
  },
};

/** A verified user: the badge says so and the identity button is disabled. */
export const Verified: Story = {
  parameters: { storage: signedIn(aUser({ isVerified: true, phone: '+32 470 12 34 56' })) },
  play: async ({ canvas }) => {
    await expect(within(block(canvas, 'Profil')).getByText('Utilisateur vérifié')).toBeVisible();
    // Ariakit keeps a disabled button focusable, marked aria-disabled, so its state is read.
    await expect(canvas.getByRole('button', { name: 'Vérifié' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('+32 470 12 34 56')).toBeVisible();
  },
};

/**
 * Pseudo: display → edit → « OK » (with Enter) saves it, the notice confirms; Escape leaves it as it was. Both give
 * the focus back to « Modifier le pseudo ».
 */
export const EditPseudo: Story = {
  play: async ({ canvas, userEvent }) => {
    const edit = () => canvas.getByRole('button', { name: 'Modifier le pseudo' });
    await userEvent.click(edit());
    const field = canvas.getByRole('textbox', { name: 'Pseudo' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'camille_b{Enter}');
    await expect(await canvas.findByText('Pseudo mis à jour')).toBeInTheDocument();
    await expect(within(block(canvas, 'Profil')).getByText('camille_b')).toBeVisible();
    await expect(storedCurrentUser()?.pseudo).toBe('camille_b');
    await expect(edit()).toHaveFocus();

    await userEvent.click(edit());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pseudo' }), '_2{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Pseudo' })).toBeNull();
    await expect(within(block(canvas, 'Profil')).getByText('camille_b')).toBeVisible();
    await expect(storedCurrentUser()?.pseudo).toBe('camille_b');
    await expect(edit()).toHaveFocus();
  },
};

/** The address dialog checks every field and the Belgian zip shape, then saves. */
export const AddressDialogValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter l’adresse de livraison' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(inDialog.getByRole('textbox', { name: /Rue et numéro/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first field refused takes the focus, its reason read with it.
    await expect(inDialog.getByRole('textbox', { name: /Rue et numéro/ })).toHaveFocus();
    await userEvent.type(inDialog.getByRole('textbox', { name: /Rue et numéro/ }), 'Avenue Louise 54');
    await userEvent.type(inDialog.getByRole('textbox', { name: /Code postal/ }), '10500');
    await userEvent.type(inDialog.getByRole('textbox', { name: /Ville/ }), 'Bruxelles{Enter}');
    await expect(
      inDialog.getByText('Le code postal belge compte 4 chiffres (par exemple 1050).'),
    ).toBeVisible();
    await userEvent.clear(inDialog.getByRole('textbox', { name: /Code postal/ }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /Code postal/ }), '1050{Enter}');
    await expect(await canvas.findByText('Adresse enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(block(canvas, 'Adresse de livraison')).getByText(/1050 Bruxelles/)).toBeVisible();
    await expect(storedCurrentUser()?.deliveryAddress).toEqual({
      street: 'Avenue Louise 54',
      city: 'Bruxelles',
      zip: '1050',
      country: 'Belgique',
    });
  },
};

/** The contact dialog: e-mail and tel inputs, the 24 h note, a phone refused with the focus on it, then the notice. */
export const ContactDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier mes coordonnées' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier mes coordonnées' }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(/un délai de 24 h s’applique/)).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAttribute('type', 'email');
    const phone = dialog.getByRole('textbox', { name: /Téléphone/ });
    await expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, 'demain{Enter}');
    await expect(phone).toHaveAccessibleDescription(
      'Saisissez un numéro de téléphone valide, par exemple +32 470 12 34 56.',
    );
    await expect(phone).toHaveFocus();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+32 470 12 34 56{Enter}');
    await expect(await canvas.findByText('Coordonnées enregistrées')).toBeInTheDocument();
    await expect(within(block(canvas, 'Coordonnées')).getByText('+32 470 12 34 56')).toBeVisible();
  },
};

/** Every identity button is a placeholder: « Bientôt disponible ! ». */
export const IdentityComingSoon: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Commencer la vérification', 'Téléverser le recto', 'Téléverser le verso']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(await canvas.findByText('Bientôt disponible !')).toBeInTheDocument();
    }
  },
};

/** A file that is not an image is refused; an image becomes the new photo. */
export const PhotoUpload: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Choisir une photo de profil');
    fireEvent.change(input, {
      target: { files: [new File(['bonjour'], 'notes.txt', { type: 'text/plain' })] },
    });
    await expect(await canvas.findByText('Format non pris en charge')).toBeInTheDocument();
    await expect(storedCurrentUser()?.profilePicture).toBeNull();
    fireEvent.change(input, { target: { files: [new File(['x'], 'portrait.png', { type: 'image/png' })] } });
    await expect(await canvas.findByText('Photo de profil mise à jour')).toBeInTheDocument();
    await waitFor(() => expect(storedCurrentUser()?.profilePicture).toBe(photo));
  },
};

/**
 * A full browser storage: the notice says so and the previous photo stays (docs/product/decisions.md#improvements, item
 * 9).
 */
export const PhotoStorageFull: Story = {
  parameters: { storage: signedIn(aUser({ profilePicture: photo })) },
  // Larger than any browser's storage quota, so the real write fails.
  args: { readPhoto: async () => `data:image/webp;base64,${'A'.repeat(12_000_000)}` },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Choisir une photo de profil');
    fireEvent.change(input, { target: { files: [new File(['x'], 'portrait.png', { type: 'image/png' })] } });
    await expect(await canvas.findByText('Espace de stockage saturé')).toBeInTheDocument();
    await expect(storedCurrentUser()?.profilePicture).toBe(photo);
    await expect(within(block(canvas, 'Profil')).getByRole('img')).toHaveAttribute('src', photo);
  },
};
