import { createActorContext } from '@xstate/react';
import { cartMachine } from '../../features/cart/cart.machine';
import { chatMachine } from '../../features/chat/chat.machine';
import { wishlistMachine } from '../../features/wishlist/wishlist.machine';
import { sessionMachine } from './session.machine';
import { toasterMachine } from './toaster.machine';

/** The actors the whole app shares; pages reach them through these contexts, never through each other. */
export const CartActor = createActorContext(cartMachine);
export const WishlistActor = createActorContext(wishlistMachine);
export const ChatActor = createActorContext(chatMachine);
export const ToasterActor = createActorContext(toasterMachine);
export const SessionActor = createActorContext(sessionMachine);
