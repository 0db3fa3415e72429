/** The step of /auth (SPEC §4) that the address names. */
export type AuthScreen = 'choice' | 'client-login' | 'register' | 'admin-login';

/**
 * `/auth?mode=client`, `/auth?mode=client&view=register`, `/auth?mode=admin`: each step is a real link, so a
 * choice clicked before the app runs is not lost, it is the page the app opens on. Anything else is the choice.
 */
export function authScreen(query: URLSearchParams): AuthScreen {
  const mode = query.get('mode');
  if (mode === 'admin') return 'admin-login';
  if (mode !== 'client') return 'choice';
  return query.get('view') === 'register' ? 'register' : 'client-login';
}

/** What the page knows of its HTML when it renders. */
export interface AuthDrawing {
  /** The app has taken the page over (`useHydrated`): it draws what it likes. */
  hydrated: boolean;
  /** The server drew the page for its address (its data block says so), not the prerendered /auth. */
  drawnForItsAddress: boolean;
}

/**
 * The step a render of /auth shows. Its hydration must draw what the HTML shows: the server draws the step of its
 * address, the prerendered /auth (its fallback: a query it does not read, a renderer fault) the choice whatever the
 * query; once hydrated, the address's step.
 */
export function drawnAuthScreen(
  query: URLSearchParams,
  { hydrated, drawnForItsAddress }: AuthDrawing,
): AuthScreen {
  return hydrated || drawnForItsAddress ? authScreen(query) : 'choice';
}

const queries: Record<AuthScreen, string> = {
  choice: '',
  'client-login': '?mode=client',
  register: '?mode=client&view=register',
  'admin-login': '?mode=admin',
};

export function authScreenHref(screen: AuthScreen): string {
  return `/auth${queries[screen]}`;
}
