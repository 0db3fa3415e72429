import { type ComponentType, lazy, type ReactElement } from 'react';

/**
 * A page downloaded the first time it is shown: `lazyPage(() => import('./cart-page'), (m) => m.CartPage)`.
 * Until then the nearest `<Suspense>` keeps what was there: the prerendered HTML while the app hydrates, the
 * previous page during a navigation (the router moves in a transition).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}
