import type { MouseEvent } from 'react';

/** A press on a link the browser should handle itself: a new tab or window, a download. */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
