import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppStateProvider } from '../state/app-state-provider';

/**
 * What a story may set in `parameters` for `withAppProviders`:
 * - `route`: the path (and search) the memory router starts on, `/` by default;
 * - `storage`: JSON values written under the given keys before the app's actors start, e.g.
 *   `{ local: { [storageKeys.cart]: cartLines }, session: { [storageKeys.chatOpened]: true } }`.
 */
interface AppProvidersParameters {
  route?: string;
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
 * Wraps a story in what the app gives every page: a memory router (so links and `useNavigate` work, starting on
 * `parameters.route`) and the app-wide actors (`CartActor`, `WishlistActor`, `ChatActor`, `ToasterActor`) over
 * a freshly reset browser storage, seeded from `parameters.storage`.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const { route = '/', storage } = context.parameters as AppProvidersParameters;
  const { pathname, search } = new URL(route, 'https://story.invalid');
  return (
    <SeededStorage seed={storage}>
      {/* Each story's first history entry is its own, as each page load's is: nothing kept per entry is shared. */}
      <MemoryRouter initialEntries={[{ pathname, search, key: context.id }]}>
        <AppStateProvider pathname={pathname}>
          <Story />
          <StoryLocation />
        </AppStateProvider>
      </MemoryRouter>
    </SeededStorage>
  );
};
