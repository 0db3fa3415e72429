import { type ComponentType, lazy, type ReactElement } from 'react';

/**
 * A page downloaded the first time it is shown: `lazyPage(() => import('./cart-page').then((m) => m.CartPage))`.
 * Until then the nearest `<Suspense>` keeps what was there: the prerendered HTML while the app hydrates, the
 * previous page during a navigation (the router moves in a transition).
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return <Page />;
}
