import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { replayEarlyActions } from '../../shared/early-actions/early-actions';
import { HydratedContext } from '../../shared/use-hydrated';

const MarkHydratedContext = createContext<() => void>(() => undefined);

interface HydrationProps {
  children: ReactNode;
  /**
   * The page's part: it hydrates once its lazily loaded module is there, which its `HydratedMark` says, and its
   * end is the page's (`<html data-hydrated>`; what the shopper did before is done again, reaching what the
   * browser's state drew). The frame's parts hydrate with the app.
   */
  page?: boolean;
}

/**
 * Says when a part of the page is the app's (`useHydrated`). The re-render that shows what only the browser knows
 * is a transition, which React carries out in slices between the browser's own work: with each component asking
 * on its own (`useSyncExternalStore`), React redid the whole page in one synchronous task, 120 ms on /shop with the
 * CPU slowed 4×. The frame and the page are parts apart: a change reaching a part still waiting for its module
 * would wait for it too, and the header is the app's while the page downloads.
 */
export function Hydration({ children, page = false }: HydrationProps) {
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (!page) markHydrated();
  }, [page, markHydrated]);
  useEffect(() => {
    if (!hydrated || !page) return;
    document.documentElement.dataset.hydrated = '';
    replayEarlyActions();
  }, [hydrated, page]);
  return (
    <HydratedContext value={hydrated}>
      <MarkHydratedContext value={markHydrated}>{children}</MarkHydratedContext>
    </HydratedContext>
  );
}

/** Rendered last inside the page's Suspense boundary: its effect runs in the commit that hydrates the page. */
export function HydratedMark() {
  const markHydrated = use(MarkHydratedContext);
  useLayoutEffect(markHydrated, [markHydrated]);
  return null;
}
