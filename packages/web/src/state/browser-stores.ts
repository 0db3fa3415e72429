import { browserLocalStorage, browserSessionStorage, storageEvents } from '../storage/browser-storage';
import { createCartStore } from './cart-store';
import { createChatSessionStore } from './chat-session-store';
import { createListScrollStore } from './list-scroll-store';
import { createOrderRecapStore } from './order-recap-store';
import { createRecentlyViewedStore } from './recently-viewed-store';
import { createSessionStore } from './session-store';
import { createUserCopiesStore } from './user-copies';
import { createWishlistStore } from './wishlist-store';

const events = storageEvents();

/**
 * This browser's stores, one of each: the app-wide machines keep their values in them through the actions and
 * actors of their `setup` (tests give their own with `.provide()`). While prerendering, or where the browser
 * forbids storage, they keep values in memory.
 */
export const browserStores = {
  cart: createCartStore(browserLocalStorage(), events),
  wishlist: createWishlistStore(browserLocalStorage(), events),
  recentlyViewed: createRecentlyViewedStore(browserLocalStorage(), events),
  session: createSessionStore(browserLocalStorage(), events),
  userCopies: createUserCopiesStore(browserLocalStorage(), events),
  chatOpened: createChatSessionStore(browserSessionStorage(), events),
  orderRecap: createOrderRecapStore(browserSessionStorage(), events),
  listScroll: createListScrollStore(browserSessionStorage(), events),
};
