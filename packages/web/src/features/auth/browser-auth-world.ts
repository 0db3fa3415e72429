import { browserStores } from '../../state/browser-stores';
import type { AuthWorld } from './auth-attempt';

/** Where the app's auth screen decides: the per-email copies kept in this browser, random ids and the clock. */
export const browserAuthWorld: AuthWorld = {
  findUser: (email) => browserStores.userCopies.find(email),
  newId: () => `user_${crypto.randomUUID()}`,
  now: () => new Date(),
};
