import type { User } from '../domain/user';
import { SessionActor } from './app-actors';

export interface Session {
  /** The signed-in user, or null. */
  user: User | null;
  signIn: (user: User) => void;
  /** Forgets the current user, here and in the other tabs; the caller decides where to go next. */
  signOut: () => void;
}

/** The current session, for the header's user menu, route guards and the account pages. */
export function useSession(): Session {
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  const session = SessionActor.useActorRef();
  return {
    user,
    signIn: (signedIn) => session.send({ type: 'session.signIn', user: signedIn }),
    signOut: () => session.send({ type: 'session.signOut' }),
  };
}
