import type { Decorator } from '@storybook/react-vite';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { AppStateProvider } from '../state/app-state-provider';

/**
 * What a story may set in `parameters` for `withAppProviders`:
 * - `route`: the path (and search) the memory router starts on, `/` by default;
 * - `pageRoute`: the story's route as the app declares it: its path pattern (`/product/:id`, so the page reads its
 *   params), its loader and when it loads again; the page starts without its data and asks its loader, as a
 *   prerendered page does;
 * - `storage`: JSON values written under the given keys before the app's actors start, e.g.
 *   `{ local: { [storageKeys.cart]: cartLines }, session: { [storageKeys.chatOpened]: true } }`.
 */
interface AppProvidersParameters {
  route?: string;
  pageRoute?: Pick<RouteObject, 'path' | 'loader' | 'shouldRevalidate'>;
  storage?: StorageSeed;
}

export interface StorageSeed {
  local?: Record<string, unknown>;
  session?: Record<string, unknown>;
}

/** Every key the shop writes starts with this prefix (`storage/keys.ts`). */
const shopKeyPrefix = 'aurele:';

function resetShopStorage(storage: Storage, seed: Record<string, unknown> = {}) {
  // Stories share one browser: what one story left in storage must not leak into the next one.
  for (const key of Object.keys(storage)) {
    if (key.startsWith(shopKeyPrefix)) storage.removeItem(key);
  }
  for (const [key, value] of Object.entries(seed)) storage.setItem(key, JSON.stringify(value));
}

/** Seeds storage once, before its children (the app's actors) first read it. */
function SeededStorage({ seed, children }: { seed: StorageSeed | undefined; children: ReactNode }) {
  useState(() => {
    resetShopStorage(window.localStorage, seed?.local);
    resetShopStorage(window.sessionStorage, seed?.session);
    return null;
  });
  return children;
}

/** The memory router's current path and search, for play functions: `canvas.getByTestId('story-location')`. */
function StoryLocation() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="story-location" hidden>
      {pathname + search}
    </output>
  );
}

/**
 * Wraps a story in what the app gives every page: a memory data router (so links, `useNavigate` and the page's
 * loader work, starting on `parameters.route`) and the app-wide actors (`CartActor`, `WishlistActor`,
 * `ChatActor`, `ToasterActor`) over a freshly reset browser storage, seeded from `parameters.storage`.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const { route = '/', pageRoute, storage } = context.parameters as AppProvidersParameters;
  return (
    <SeededStorage seed={storage}>
      <StoryRouter key={context.id} route={route} pageRoute={pageRoute} storyId={context.id}>
        <Story />
      </StoryRouter>
    </SeededStorage>
  );
};

interface StoryRouterProps extends Required<Pick<AppProvidersParameters, 'route'>> {
  pageRoute: AppProvidersParameters['pageRoute'];
  storyId: string;
  children: ReactNode;
}

/** The story itself, rendered by the router's one route: the router is made once, the story renders afresh. */
const StoryContent = createContext<ReactNode>(null);

function StoryPage() {
  return useContext(StoryContent);
}

function StoryRouter({ route, pageRoute, storyId, children }: StoryRouterProps) {
  const { pathname, search } = new URL(route, 'https://story.invalid');
  const [router] = useState(() => {
    const page = (
      <AppStateProvider pathname={pathname}>
        <StoryPage />
        <StoryLocation />
      </AppStateProvider>
    );
    return createMemoryRouter(
      // The page is its own error element, as in the app.
      [{ id: 'story', path: '*', ...pageRoute, element: page, errorElement: page }],
      {
        // Each story's first history entry is its own, as each page load's is: nothing kept per entry is shared.
        initialEntries: [{ pathname, search, key: storyId }],
        hydrationData: pageRoute?.loader ? { loaderData: { story: null } } : undefined,
      },
    );
  });
  return (
    <StoryContent value={children}>
      <RouterProvider router={router} />
    </StoryContent>
  );
}
