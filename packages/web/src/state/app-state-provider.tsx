import { type ReactNode, useState } from 'react';
import { CartActor, ChatActor, SessionActor, ToasterActor, WishlistActor } from './app-actors';
import { browserStores } from './browser-stores';
import { useForwardNotices } from './use-forward-notices';
import { useWishlistFollowsCart } from './use-wishlist-follows-cart';

interface Props {
  /** The route the app starts on: the chat greets it at once. */
  pathname: string;
  children: ReactNode;
}

/**
 * Starts the app-wide actors from what the browser's storage holds (they keep it up to date themselves), sends
 * their notices to the one toaster and lets the wishlist follow the cart.
 */
export function AppStateProvider({ pathname, children }: Props) {
  const [inputs] = useState(() => ({
    cart: { lines: browserStores.cart.read() },
    wishlist: { items: browserStores.wishlist.read() },
    chat: { openedBefore: browserStores.chatOpened.read(), pathname },
    session: { user: browserStores.session.read() },
  }));
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
