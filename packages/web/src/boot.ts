import { recordEarlyClicks } from './early-clicks';

/**
 * The page's first script. The prerendered HTML already shows the whole page: the app downloads and takes it
 * over once it has been painted, so on a slow phone its work never delays that first paint. Meanwhile the clicks
 * the app will have to answer are kept.
 */
recordEarlyClicks();
requestAnimationFrame(() => setTimeout(() => import('./main')));
