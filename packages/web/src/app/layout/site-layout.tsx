import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { CartDrawerHost } from '../../features/cart/cart-drawer-host';
import { ChatWidget } from '../../features/chat/chat-widget';
import { InsideMainContext } from '../../shared/inside-main';
import { ChatActor } from '../../state/app-actors';
import { AppStateProvider } from '../../state/app-state-provider';
import { ToasterRegion } from '../../state/toaster-region';
import type { RouteHandle } from '../route-handle';
import { BackOfficeHeader } from './back-office-header';
import { cartDrawer } from './cart-drawer';
import { HydratedMark, Hydration } from './hydration';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './site-layout.css';
import { mainContentId, SkipLink } from './skip-link';
import { useNavigationFocus } from './use-navigation-focus';

/** The frame around every page, and the app-wide actors it and the pages share. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <AppStateProvider pathname={pathname}>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      {/* Back and forward put the scroll back once the page's data is there; a new page starts at its top. */}
      <ScrollRestoration />
    </AppStateProvider>
  );
}

/** Whether the page is the back office's (its route's `handle`). */
function useIsBackOffice(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.backOffice === true);
}

/** Skip link, promo banner, header, the page, footer, notices and the chat; the back office has its own header. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useNavigationFocus(main);
  useChatGreetsEachPage();
  const backOffice = useIsBackOffice();
  return (
    <CartDrawerHost drawer={cartDrawer}>
      <div className={styles.frame}>
        <SkipLink />
        <Hydration>
          {backOffice ? (
            <BackOfficeHeader />
          ) : (
            <>
              <PromoBanner />
              <SiteHeader />
            </>
          )}
        </Hydration>
        <main id={mainContentId} ref={main} tabIndex={-1} className={styles.main}>
          {/* A page downloading for the first time (see shared/lazy-page.tsx). */}
          <InsideMainContext value={true}>
            <Hydration page>
              <Suspense>
                {children}
                <HydratedMark />
              </Suspense>
            </Hydration>
          </InsideMainContext>
        </main>
        <Hydration>
          <SiteFooter />
          <ToasterRegion />
          {!backOffice && <ChatWidget />}
        </Hydration>
      </div>
    </CartDrawerHost>
  );
}

/** On each route change the chat's conversation becomes the new page's greeting (docs/product/screens.md#chat). */
function useChatGreetsEachPage() {
  const chat = ChatActor.useActorRef();
  const { pathname } = useLocation();
  const greeted = useRef(pathname);
  useEffect(() => {
    // The chat already greets the page it starts on.
    if (greeted.current === pathname) return;
    greeted.current = pathname;
    chat.send({ type: 'chat.route', pathname });
  }, [chat, pathname]);
}
