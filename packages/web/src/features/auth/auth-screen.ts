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

const queries: Record<AuthScreen, string> = {
  choice: '',
  'client-login': '?mode=client',
  register: '?mode=client&view=register',
  'admin-login': '?mode=admin',
};

export function authScreenHref(screen: AuthScreen): string {
  return `/auth${queries[screen]}`;
}
