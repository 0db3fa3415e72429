import { createActorContext } from '@xstate/react';
import { cartMachine } from './cart.machine';
import { chatMachine } from './chat.machine';
import { sessionMachine } from './session.machine';
import { toasterMachine } from './toaster.machine';
import { wishlistMachine } from './wishlist.machine';

/** The actors the whole app shares; pages reach them through these contexts, never through each other. */
export const CartActor = createActorContext(cartMachine);
export const WishlistActor = createActorContext(wishlistMachine);
export const ChatActor = createActorContext(chatMachine);
export const ToasterActor = createActorContext(toasterMachine);
export const SessionActor = createActorContext(sessionMachine);
