import type { LoaderFunctionArgs } from 'react-router-dom';

/** The step of /auth (docs/product/data-and-states.md#states-and-transitions) that the address names. */
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

/** What `/auth` loads: the step its address names, so the server draws it (no data: nothing is fetched). */
export function authLoader({ request }: LoaderFunctionArgs): AuthScreen {
  return authScreen(new URL(request.url).searchParams);
}

/** What the page knows of its HTML when it renders. */
export interface AuthDrawing {
  /** The app has taken the page over (`useHydrated`): it draws what it likes. */
  hydrated: boolean;
  /** The step the route's loader gave the HTML; none for the prerendered /auth. */
  loaded: AuthScreen | null | undefined;
}

/**
 * The step a render of /auth shows. Its hydration must draw what the HTML shows: the server draws the step its
 * loader read from the address, the prerendered /auth (its fallback: a query it does not read, a renderer fault)
 * the choice whatever the query; once hydrated, the address's step.
 */
export function drawnAuthScreen(query: URLSearchParams, { hydrated, loaded }: AuthDrawing): AuthScreen {
  return hydrated ? authScreen(query) : (loaded ?? 'choice');
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
