import { type ReactNode, useEffect, useState } from 'react';
import type { NoticeEvent } from '../shared/notice';
import { browserLocalStorage, browserSessionStorage, storageEvents } from '../storage/browser-storage';
import { CartActor, ChatActor, SessionActor, ToasterActor, WishlistActor } from './app-actors';
import { createCartStore } from './cart-store';
import { createChatSessionStore } from './chat-session-store';
import { createSessionStore } from './session-store';
import { createWishlistStore } from './wishlist-store';

interface Props {
  /** The route the app starts on: the chat greets it at once. */
  pathname: string;
  children: ReactNode;
}

/** Starts the app-wide actors over the browser's storage and sends their notices to the one toaster. */
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
              {children}
            </SessionActor.Provider>
          </ChatActor.Provider>
        </WishlistActor.Provider>
      </CartActor.Provider>
    </ToasterActor.Provider>
  );
}

function ForwardNotices() {
  const toaster = ToasterActor.useActorRef();
  const cart = CartActor.useActorRef();
  const wishlist = WishlistActor.useActorRef();
  const session = SessionActor.useActorRef();
  useEffect(() => {
    const show = ({ notice }: NoticeEvent) => toaster.send({ type: 'toaster.show', notice });
    const subscriptions = [cart.on('notice', show), wishlist.on('notice', show), session.on('notice', show)];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [toaster, cart, wishlist, session]);
  return null;
}
