import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { noteTheAppListens } from './shared/early-actions/early-actions';
import { hydrationDataOf } from './shared/route-data/hydration-data';

/**
 * Starts the app in a task of its own: the modules' evaluation and the router's start each keep a slow phone busy
 * for about half of what they took together (one task of 40 ms on this machine, 160 ms with its CPU slowed 4×).
 */
function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The router starts from what the page was drawn with: no loader runs before the hydration.
  const router = createBrowserRouter(routes, {
    hydrationData: hydrationDataOf(document, routes, window.location),
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The BFF renders or the build prerenders every page, which the app takes over; the dev server sends an empty
  // root. Hydrating in a transition lets the browser breathe between components instead of one long task on a
  // slow phone. The page's own module may still be downloading: what the shopper does on it is kept until it
  // hydrates.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  noteTheAppListens();
}

setTimeout(start);
