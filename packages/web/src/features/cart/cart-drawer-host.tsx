import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { CartLine } from '../../domain/cart';
import { CartActor } from '../../state/app-actors';
import type { CartDrawerProps } from './cart-drawer';

/**
 * The drawer as the app gives it, with its checkout: a lazy component and the download behind it, so that its code
 * (the dialog, the lines, the checkout) comes when it is first wanted, never with the page.
 */
export interface LazyCartDrawer {
  Drawer: ComponentType<Omit<CartDrawerProps, 'checkout'>>;
  load: () => Promise<unknown>;
}

interface CartDrawerControls {
  /** Opens the drawer on the cart as it is (the header's bag). */
  openCart: () => void;
  /** Starts downloading the drawer (the bag pointed at or focused). */
  preload: () => void;
}

const CartDrawerContext = createContext<CartDrawerControls | null>(null);

/** The drawer's controls, or null outside a host (before the app's frame, in a story without one). */
export function useCartDrawer(): CartDrawerControls | null {
  return useContext(CartDrawerContext);
}

interface DrawerState {
  /** Whether it was ever wanted: until then its code is not even asked for. */
  wanted: boolean;
  open: boolean;
  added: CartLine | null;
}

/** /cart is the cart itself: an add there (pressed before the app ran) is said by the page. */
const cartPath = '/cart';

/**
 * Opens the cart drawer wherever the cart takes an add (`cart.added`: the product page, a card, the wishlist — one
 * place for all of them) and when the header's bag asks; closes it when a link inside leads to another page.
 */
export function CartDrawerHost({ drawer, children }: { drawer: LazyCartDrawer; children: ReactNode }) {
  const { Drawer, load } = drawer;
  const cart = CartActor.useActorRef();
  const { pathname, key } = useLocation();
  const [state, setState] = useState<DrawerState>({ wanted: false, open: false, added: null });
  const onCartPage = useRef(pathname === cartPath);
  onCartPage.current = pathname === cartPath;
  // A link inside led away: the new page's heading takes the focus, not the button that opened the drawer.
  const leftForAnotherPage = useRef(false);

  useEffect(() => {
    const subscription = cart.on('cart.added', ({ line }) => {
      if (onCartPage.current) return;
      leftForAnotherPage.current = false;
      setState({ wanted: true, open: true, added: line });
    });
    return () => subscription.unsubscribe();
  }, [cart]);

  // An add that fetches its stock first (a card, the wishlist) gives the drawer that long to download.
  const checking = CartActor.useSelector(({ context }) => context.checking.length > 0);
  useEffect(() => {
    if (checking) void load();
  }, [checking, load]);

  const pageKey = useRef(key);
  useEffect(() => {
    if (pageKey.current === key) return;
    pageKey.current = key;
    leftForAnotherPage.current = true;
    setState((current) => (current.open ? { ...current, open: false } : current));
  }, [key]);

  const [controls] = useState<CartDrawerControls>(() => ({
    openCart: () => {
      leftForAnotherPage.current = false;
      setState({ wanted: true, open: true, added: null });
    },
    preload: () => void load(),
  }));

  return (
    <CartDrawerContext value={controls}>
      {children}
      {state.wanted && (
        <Suspense>
          <Drawer
            open={state.open}
            added={state.added}
            onClose={() => setState((current) => ({ ...current, open: false }))}
            autoFocusOnHide={() => !leftForAnotherPage.current}
          />
        </Suspense>
      )}
    </CartDrawerContext>
  );
}
