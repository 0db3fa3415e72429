import { Container } from '@aurele/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '../../domain/user';
import { refusedPage } from '../../shared/refused-page';
import { useHydrated } from '../../shared/use-hydrated';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useAccount } from '../../state/use-account';
import { authMachine } from './auth.machine';
import { AuthChoice } from './auth-choice';
import { AuthForm, type AuthFormMode } from './auth-form';
import * as styles from './auth-page.css';
import { type authLoader, drawnAuthScreen } from './auth-screen';
import { accountCreatedNotice, authMessages, welcomeNotice } from './messages';

/** Where a signed-in user goes (docs/product/decisions.md): the page the guard refused, else their own space. */
function destination(user: User, registered: boolean, refused: string | null): string {
  if (registered) return '/account';
  return refused ?? (user.role === 'admin' ? '/admin' : '/account');
}

/**
 * /auth: the choice of space, then the login or register form (docs/product/screens.md,
 * docs/product/data-and-states.md#states-and-transitions). Accounts are simulated in this browser: the password is
 * never checked, a returning e-mail gets its profile back.
 */
export function AuthPage() {
  usePageTitle(authMessages.title);
  useMetaDescription(authMessages.description);
  const account = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  // The steps are links (they work before the app runs): the address says which one to show. The machine opens on
  // the step the HTML shows, and is told the address's once hydrated.
  const [query] = useSearchParams();
  const screen = drawnAuthScreen(query, {
    hydrated: useHydrated(),
    loaded: useLoaderData<typeof authLoader>(),
  });
  const auth = useActorRef(authMachine, { input: { screen } });
  const state = useSelector(auth, (snapshot) => snapshot.value);
  const form = useSelector(auth, (snapshot) => snapshot.context.form);
  const error = useSelector(auth, (snapshot) => snapshot.context.error);

  const refused = refusedPage(location.state);
  useEffect(() => {
    auth.send({ type: 'auth.show', screen });
  }, [auth, screen]);
  useEffect(() => {
    const subscription = auth.on('auth.signedIn', ({ user, registered }) => {
      const notice = registered ? accountCreatedNotice(user.firstName) : welcomeNotice(user.firstName);
      if (account.save(user, notice)) navigate(destination(user, registered, refused), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [auth, account, navigate, refused]);

  const mode: AuthFormMode | null =
    state === 'admin'
      ? 'admin-login'
      : typeof state === 'object'
        ? state.client === 'register'
          ? 'register'
          : 'client-login'
        : null;
  const send = auth.send;

  return (
    <Container>
      <div className={styles.page}>
        <div className={mode ? styles.column : styles.wideColumn}>
          {mode ? (
            <AuthForm
              mode={mode}
              form={form}
              error={error}
              onChange={(changes) => send({ type: 'auth.change', form: changes })}
              onSubmit={() => send({ type: 'auth.submit' })}
              linkState={location.state}
            />
          ) : (
            <AuthChoice linkState={location.state} />
          )}
        </div>
      </div>
    </Container>
  );
}
