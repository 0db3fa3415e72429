import { afterPaint } from '@aurele/ui/after-paint';
import { loadWebFonts } from '@aurele/ui/web-fonts';
import { keepEarlyActions } from './shared/early-actions/early-actions';

/**
 * The app's modules, read a part per task: the app-wide state (its machines are built as their modules are read),
 * the frame of every page, then the route table and the app itself. Read at once they kept a phone with its CPU
 * slowed 4× busy for 100 ms, in which it could not answer the shopper; each part takes under half of that.
 */
const appInParts = [
  () => import('./state/app-actors'),
  () => import('./app/layout/site-layout'),
  () => import('./main'),
];

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

async function startApp() {
  for (const part of appInParts) {
    await part();
    await nextTask();
  }
}

/**
 * The page's first script. The prerendered HTML already shows the whole page, in fonts that need no download: the
 * web fonts and the app download once it has been painted, each in a task of its own, so on a slow phone they
 * never delay that first paint. Meanwhile what the shopper types and the clicks the app will have to answer are kept.
 */
keepEarlyActions();
afterPaint(() => void loadWebFonts());
afterPaint(() => void startApp());
