/**
 * The page's first script. The prerendered HTML already shows the whole page: the app downloads and takes it
 * over once it has been painted, so on a slow phone its work never delays that first paint.
 */
requestAnimationFrame(() => setTimeout(() => import('./main')));
