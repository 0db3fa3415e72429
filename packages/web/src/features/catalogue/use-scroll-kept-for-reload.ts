import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../shared/use-hydrated';
import { browserStores } from '../../state/browser-stores';

/**
 * The scroll of a list « Voir plus » lengthened, kept over a reload. The server draws the page the address names,
 * alone; the browser puts the scroll back on that shorter page (the router leaves a server-drawn page's scroll to
 * the browser), so it stops at its bottom, and the pages kept above join once the app runs. The list keeps where
 * the shopper was as the document goes away, and goes back there in the commit that draws those pages again.
 */
export function useScrollKeptForReload(keptPages: number) {
  const { key } = useLocation();
  const hydrated = useHydrated();
  const drawnByServer = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!hydrated || !drawnByServer.current) return;
    drawnByServer.current = false;
    const kept = browserStores.listScroll.read();
    if (keptPages > 0 && kept?.entry === key) window.scrollTo(0, kept.y);
  }, [hydrated, keptPages, key]);
  useEffect(() => {
    const keep = () => browserStores.listScroll.write({ entry: key, y: Math.round(window.scrollY) });
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [key]);
}
