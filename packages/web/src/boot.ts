import { loadWebFonts } from '@aurele/ui/web-fonts';
import { recordEarlyClicks } from './shared/early-clicks';

/**
 * The page's first script. The prerendered HTML already shows the whole page, in fonts that need no download: the
 * web fonts and the app download once it has been painted, so on a slow phone they never delay that first paint.
 * Meanwhile the clicks the app will have to answer are kept.
 */
recordEarlyClicks();
requestAnimationFrame(() =>
  setTimeout(() => {
    void loadWebFonts();
    import('./main');
  }),
);
