import { lazyPage } from '../../shared/lazy-page';
import { authLoader } from './auth-screen';

/** `/auth`: the sign-in and sign-up steps, the loader giving the one the address names. */
export const authRoute = {
  id: 'auth',
  loader: authLoader,
  element: lazyPage(() => import('./auth-page').then((m) => m.AuthPage)),
};
