import { loadWebFonts } from '@aurele/ui/web-fonts';
import { afterPaint } from './shared/after-paint';
import { keepEarlyActions } from './shared/early-actions/early-actions';

/**
 * The page's first script. The prerendered HTML already shows the whole page, in fonts that need no download: the
 * web fonts and the app download once it has been painted, so on a slow phone they never delay that first paint.
 * Meanwhile what the shopper types and the clicks the app will have to answer are kept.
 */
keepEarlyActions();
afterPaint(() => {
  void loadWebFonts();
  import('./main');
});
