import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { refusedPageState } from '../../shared/refused-page';
import { knownUsers, storedCurrentUser } from '../../testing/account-fixtures';
import { withAppProviders } from '../../testing/story-decorators';
import { aUser } from '../../testing/user-fixtures';
import { withToaster } from '../../testing/with-toaster';
import { AuthPage } from './auth-page';

const meta = {
  title: 'Compte/Page de connexion',
  component: AuthPage,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/auth' },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const location = (canvas: Canvas) => canvas.getByTestId('story-location');

/** The refusal said in the form (the toaster region has its own, empty, alert). */
const formAlert = (canvas: Canvas) => within(canvas.getByRole('form')).findByRole('alert');

async function choose(
  canvas: Canvas,
  userEvent: UserEvent,
  space: 'Espace client' | 'Espace administrateur',
) {
  await userEvent.click(canvas.getByRole('link', { name: new RegExp(`^${space}`) }));
}

/** The first step: which space the visitor comes for. Links, so they work before the app runs. */
export const Choice: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bienvenue chez Maison Aurèle' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Espace client/ })).toHaveAttribute(
      'href',
      '/auth?mode=client',
    );
    await expect(canvas.getByRole('link', { name: /^Espace administrateur/ })).toHaveAttribute(
      'href',
      '/auth?mode=admin',
    );
  },
};

/** An address names its step: a choice clicked before the app ran opens on its form. */
export const OpenedOnRegister: Story = {
  parameters: { route: '/auth?mode=client&view=register' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Déjà client ? Se connecter' })).toHaveAttribute(
      'href',
      '/auth?mode=client',
    );
  },
};

/**
 * Client login with empty fields, submitted with Enter: the product's message (docs/product/rules.md#validation), both
 * fields marked.
 */
export const ClientLoginMissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace client');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Connexion à votre espace client' }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Adresse e-mail', { exact: false }),
      'camille@example.be{Enter}',
    );
    await expect(await formAlert(canvas)).toHaveTextContent('Veuillez remplir tous les champs');
    const password = canvas.getByLabelText('Mot de passe', { exact: false });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(canvas.getByLabelText('Adresse e-mail', { exact: false })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** A returning e-mail gets its stored profile back, and lands on /account. */
export const ClientLoginReturning: Story = {
  parameters: { storage: knownUsers(aUser({ pseudo: 'camille_b' })) },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace client');
    await userEvent.type(
      canvas.getByLabelText('Adresse e-mail', { exact: false }),
      'camille.lambert@example.be',
    );
    await userEvent.type(canvas.getByLabelText('Mot de passe', { exact: false }), 'nimporte{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/account'));
    await expect(storedCurrentUser()?.pseudo).toBe('camille_b');
    await expect(await canvas.findByText('Bienvenue, Camille !')).toBeInTheDocument();
  },
};

/** /auth as the route guard opens it, after refusing /orders. */
function ArrivedFromGuard() {
  const navigate = useNavigate();
  const arrived = useRef(false);
  useEffect(() => {
    // Once: the memory router's navigate changes with each location.
    if (arrived.current) return;
    arrived.current = true;
    navigate('/auth', { replace: true, state: refusedPageState('/orders') });
  }, [navigate]);
  return <AuthPage />;
}

/** After the guard refused /orders, login leads back there. */
export const BackToRefusedPage: Story = {
  render: () => <ArrivedFromGuard />,
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace client');
    await userEvent.type(canvas.getByLabelText('Adresse e-mail', { exact: false }), 'lea.martin@example.fr');
    await userEvent.type(canvas.getByLabelText('Mot de passe', { exact: false }), 'x{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/orders'));
  },
};

async function openRegister(canvas: Canvas, userEvent: UserEvent) {
  await choose(canvas, userEvent, 'Espace client');
  await userEvent.click(canvas.getByRole('link', { name: 'Pas encore de compte ? Créer un compte' }));
  await expect(canvas.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
}

/** Fills every required field; the focus ends in « Nom », where Enter submits. */
async function fillRegister(canvas: Canvas, userEvent: UserEvent, confirmation = 'secret') {
  await userEvent.type(canvas.getByLabelText('Adresse e-mail', { exact: false }), 'lea.martin@example.fr');
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'secret');
  await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe', { exact: false }), confirmation);
  await userEvent.type(canvas.getByLabelText(/^Prénom/), 'Léa');
  await userEvent.type(canvas.getByLabelText(/^Nom/), 'Martin');
}

export const RegisterMissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await openRegister(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(await formAlert(canvas)).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    await expect(canvas.getByLabelText(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Téléphone/)).not.toHaveAttribute('aria-invalid');
  },
};

export const RegisterPasswordsDiffer: Story = {
  play: async ({ canvas, userEvent }) => {
    await openRegister(canvas, userEvent);
    await fillRegister(canvas, userEvent, 'autre');
    await userEvent.keyboard('{Enter}');
    await expect(await formAlert(canvas)).toHaveTextContent('Les mots de passe ne correspondent pas');
    await expect(canvas.getByLabelText('Confirmer le mot de passe', { exact: false })).toHaveFocus();
  },
};

export const RegisterRobotUnchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    await openRegister(canvas, userEvent);
    await fillRegister(canvas, userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(await formAlert(canvas)).toHaveTextContent(
      "Veuillez cocher la case 'Je ne suis pas un robot'.",
    );
    await expect(canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toHaveFocus();
  },
};

/** A complete registration: signed in as a client, not verified, then /account. */
export const RegisterDone: Story = {
  play: async ({ canvas, userEvent }) => {
    await openRegister(canvas, userEvent);
    await fillRegister(canvas, userEvent);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/account'));
    await expect(storedCurrentUser()).toMatchObject({ firstName: 'Léa', role: 'user', isVerified: false });
  },
};

/** Back returns to the choice and clears the form. */
export const BackClearsTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace client');
    await userEvent.type(canvas.getByLabelText('Adresse e-mail', { exact: false }), 'camille@example.be');
    await userEvent.click(canvas.getByRole('link', { name: 'Retour au choix de l’espace' }));
    await choose(canvas, userEvent, 'Espace client');
    await expect(canvas.getByLabelText('Adresse e-mail', { exact: false })).toHaveValue('');
  },
};

/**
 * Admin mode: no register toggle; an e-mail off the list is refused as docs/product/rules.md#roles-and-permissions
 * says.
 */
export const AdminNotListed: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace administrateur');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion administrateur' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Créer un compte/ })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Adresse e-mail', { exact: false }), 'camille@example.be');
    await userEvent.type(canvas.getByLabelText('Mot de passe', { exact: false }), 'x{Enter}');
    const alert = await formAlert(canvas);
    await expect(alert).toHaveTextContent('Accès non autorisé');
    await expect(alert).toHaveTextContent("Cette adresse email n'a pas les permissions d'administrateur.");
  },
};

/** A listed e-mail first registered as a client stays a client (docs/product/decisions.md). */
export const AdminStoredAsClient: Story = {
  parameters: { storage: knownUsers(aUser({ email: 'catalogue@maison-aurele.be' })) },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace administrateur');
    await userEvent.type(
      canvas.getByLabelText('Adresse e-mail', { exact: false }),
      'catalogue@maison-aurele.be',
    );
    await userEvent.type(canvas.getByLabelText('Mot de passe', { exact: false }), 'x{Enter}');
    await expect(await formAlert(canvas)).toHaveTextContent("Ce compte n'est pas un compte administrateur.");
  },
};

/** A listed e-mail never seen: an admin with the list's grade, sent to /admin. */
export const AdminFirstLogin: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Espace administrateur');
    await userEvent.type(
      canvas.getByLabelText('Adresse e-mail', { exact: false }),
      'logistique@maison-aurele.be',
    );
    await userEvent.type(canvas.getByLabelText('Mot de passe', { exact: false }), 'x{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/admin'));
    await expect(storedCurrentUser()).toMatchObject({ role: 'admin', grade: 'gestion-commandes' });
  },
};
