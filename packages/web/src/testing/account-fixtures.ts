import type { User } from '../domain/user';
import { storageKeys } from '../storage/keys';
import type { StorageSeed } from './story-decorators';

/** Storage for a story where `user` is signed in (and has left their per-email copy). */
export function signedIn(user: User): StorageSeed {
  return {
    local: {
      [storageKeys.currentUser]: user,
      [storageKeys.userCopies]: { [user.email]: user },
    },
  };
}

/** Storage where `users` signed in before on this browser, nobody is signed in now. */
export function knownUsers(...users: User[]): StorageSeed {
  return { local: { [storageKeys.userCopies]: Object.fromEntries(users.map((user) => [user.email, user])) } };
}

/** The current user as stored, for play functions: it proves a change survives a reload. */
export function storedCurrentUser(): User | null {
  return JSON.parse(window.localStorage.getItem(storageKeys.currentUser) ?? 'null') as User | null;
}
