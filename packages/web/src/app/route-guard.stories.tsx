import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { PageLoading } from '../shared/page-loading';
import { signedIn } from '../testing/account-fixtures';
import { withAppProviders } from '../testing/story-decorators';
import { aUser } from '../testing/user-fixtures';
import { withToaster } from '../testing/with-toaster';
import { RouteGuard } from './route-guard';

/** A small route tree: /account for clients and admins, /admin for admins, and where refusals lead. */
function GuardedRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard roles={['user', 'admin']} />}>
        <Route path="/account" element={<h1>Mon compte</h1>} />
      </Route>
      <Route element={<RouteGuard roles={['admin']} />}>
        <Route path="/admin" element={<h1>Tableau de bord</h1>} />
      </Route>
      <Route path="/auth" element={<h1>Connexion</h1>} />
      <Route path="/" element={<h1>Accueil</h1>} />
    </Routes>
  );
}

const meta = {
  title: 'App/Garde des routes',
  component: RouteGuard,
  decorators: [withToaster, withAppProviders],
  parameters: { layout: 'fullscreen', route: '/account' },
  args: { roles: ['user', 'admin'] },
  render: () => <GuardedRoutes />,
} satisfies Meta<typeof RouteGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the session is not known yet (the prerendered HTML, the first render in the browser). */
export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement...').closest('[role="status"]')).not.toBeNull();
  },
};

/** A signed-in client reaches /account. */
export const Allowed: Story = {
  parameters: { storage: signedIn(aUser()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  },
};

/** Signed out: « Accès refusé », then /auth (which remembers /account). */
export const RefusedSignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/auth$/);
    await expect(await canvas.findByText('Accès refusé')).toBeInTheDocument();
    await expect(canvas.getByText('Vous devez être connecté pour accéder à cette page.')).toBeInTheDocument();
  },
};

/** A client on /admin: « Accès non autorisé », then home. */
export const RefusedRole: Story = {
  parameters: { route: '/admin', storage: signedIn(aUser()) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/$/));
    await expect(await canvas.findByText('Accès non autorisé')).toBeInTheDocument();
    await expect(
      canvas.getByText("Vous n'avez pas les permissions nécessaires pour voir cette page."),
    ).toBeInTheDocument();
  },
};
