import { Container } from '@aurele/ui';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { User } from '../domain/user';
import type { Notice } from '../shared/notice';
import { PageLoading } from '../shared/page-loading';
import { refusedPageState } from '../shared/refused-page';
import { useHydrated } from '../shared/use-hydrated';
import { useSession } from '../state/session';
import { useShowNotice } from '../state/use-show-notice';
import { routeGuardMessages } from './messages';

interface Props {
  /** The roles allowed through. */
  roles: User['role'][];
}

function Refusal({ notice, to, state }: { notice: Notice; to: string; state?: unknown }) {
  const show = useShowNotice();
  const shown = useRef(false);
  useEffect(() => {
    // Once, even when effects run twice in development.
    if (shown.current) return;
    shown.current = true;
    show(notice);
  }, [show, notice]);
  return <Navigate to={to} replace state={state} />;
}

/**
 * Protected routes (docs/product/data-and-states.md#states-and-transitions,
 * docs/product/rules.md#roles-and-permissions): « Chargement... » until the session is known in the browser (and in the
 * prerendered HTML); signed out, « Accès refusé » and /auth, which leads back here after login; a role not allowed,
 * « Accès non autorisé » and home.
 */
export function RouteGuard({ roles }: Props) {
  const { user } = useSession();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  // A sign-out on this page (or in another tab) leads home like any logout
  // (docs/product/data-and-states.md#states-and-transitions), without a refusal.
  const signedInHere = useRef(false);
  if (user) signedInHere.current = true;

  // The session lives in browser storage: unknown to the prerender, and to the hydration that follows it.
  if (!hydrated) {
    return (
      <Container>
        <PageLoading />
      </Container>
    );
  }
  if (!user && signedInHere.current) return <Navigate to="/" replace />;
  if (!user) {
    return (
      <Refusal notice={routeGuardMessages.signedOut} to="/auth" state={refusedPageState(pathname + search)} />
    );
  }
  if (!roles.includes(user.role)) return <Refusal notice={routeGuardMessages.forbidden} to="/" />;
  return <Outlet />;
}
