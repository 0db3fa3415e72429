import { useSyncExternalStore } from 'react';
import type { Product } from '../domain/product';
import { type RecentlyViewed, withoutProduct, withViewed } from '../domain/recently-viewed';
import { wishlistItemFor } from '../domain/wishlist';
import { browserStores } from './browser-stores';

const store = browserStores.recentlyViewed;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** What is kept now: the same array until its contents change, as React's external store wants. */
let current: { text: string; list: RecentlyViewed[] } = { text: '[]', list: [] };

function snapshot(): RecentlyViewed[] {
  const list = store.read();
  const text = JSON.stringify(list);
  if (text !== current.text) current = { text, list };
  return current.list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change, already stored there.
  const stop = store.subscribe(notify);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** A full storage loses the list's change, never the page: « Vus récemment » is a convenience. */
const save = (next: RecentlyViewed[]) => {
  store.write(next);
  notify();
};

/** A product page was opened: it comes first in « Vus récemment ». */
export function recordView(product: Product): void {
  save(withViewed(snapshot(), wishlistItemFor(product)));
}

/** The store no longer sells the product: it drops out quietly. */
export function forgetViewed(productId: string): void {
  if (snapshot().some((item) => item.productId === productId)) save(withoutProduct(snapshot(), productId));
}

const none: RecentlyViewed[] = [];

/** The products opened last, the latest first; none while prerendering and hydrating (storage is the browser's). */
export function useRecentlyViewed(): RecentlyViewed[] {
  return useSyncExternalStore(subscribe, snapshot, () => none);
}
