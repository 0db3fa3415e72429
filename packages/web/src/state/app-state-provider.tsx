import { type ReactNode, useState } from 'react';
import { browserLocalStorage, browserSessionStorage, storageEvents } from '../storage/browser-storage';
import { CartActor, ChatActor, SessionActor, ToasterActor, WishlistActor } from './app-actors';
import { createCartStore } from './cart-store';
import { createChatSessionStore } from './chat-session-store';
import { createSessionStore } from './session-store';
import { useForwardNotices } from './use-forward-notices';
import { useWishlistFollowsCart } from './use-wishlist-follows-cart';
import { createWishlistStore } from './wishlist-store';

interface Props {
  /** The route the app starts on: the chat greets it at once. */
  pathname: string;
  children: ReactNode;
}

/**
 * Starts the app-wide actors over the browser's storage, sends their notices to the one toaster and lets the
 * wishlist follow the cart.
 */
export function AppStateProvider({ pathname, children }: Props) {
  const [inputs] = useState(() => {
    const events = storageEvents();
    return {
      cart: { store: createCartStore(browserLocalStorage(), events) },
      wishlist: { store: createWishlistStore(browserLocalStorage(), events) },
      chat: { session: createChatSessionStore(browserSessionStorage(), events), pathname },
      session: { store: createSessionStore(browserLocalStorage(), events) },
    };
  });
  return (
    <ToasterActor.Provider>
      <CartActor.Provider options={{ input: inputs.cart }}>
        <WishlistActor.Provider options={{ input: inputs.wishlist }}>
          <ChatActor.Provider options={{ input: inputs.chat }}>
            <SessionActor.Provider options={{ input: inputs.session }}>
              <ForwardNotices />
              <WishlistFollowsCart />
              {children}
            </SessionActor.Provider>
          </ChatActor.Provider>
        </WishlistActor.Provider>
      </CartActor.Provider>
    </ToasterActor.Provider>
  );
}

/** The app-wide actors' notices, shown for as long as the app runs. */
function ForwardNotices() {
  useForwardNotices(CartActor.useActorRef());
  useForwardNotices(WishlistActor.useActorRef());
  useForwardNotices(SessionActor.useActorRef());
  return null;
}

function WishlistFollowsCart() {
  useWishlistFollowsCart();
  return null;
}
