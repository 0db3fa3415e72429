import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { noteTheAppListens } from './shared/early-actions/early-actions';
import { readPageData } from './shared/read-page-data';
import { PageDataContext } from './shared/use-page-data';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <PageDataContext value={readPageData(document)}>
      <App />
    </PageDataContext>
  </StrictMode>
);
// The BFF renders or the build prerenders every page, which the app takes over; the dev server sends an empty
// root. Hydrating in a transition lets the browser breathe between components instead of one long task on a slow
// phone. The page's own module may still be downloading: what the shopper does on it is kept until it hydrates.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
noteTheAppListens();
