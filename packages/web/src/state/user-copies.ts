import { normalisedEmail } from '../domain/email';
import type { User } from '../domain/user';
import type { Guard } from '../storage/guards';
import { storageKeys } from '../storage/keys';
import {
  createStoredValue,
  type StorageEventSource,
  type StorageLike,
  type StoredValue,
  type WriteResult,
} from '../storage/stored-value';
import { isUser } from './session-store';

/** Every user who signed in on this browser, under their e-mail in lower case. */
type UserCopies = Record<string, User>;

const isUserCopies: Guard<UserCopies> = (value): value is UserCopies =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isUser);

export interface UserCopiesStore {
  /** The profile this e-mail left on this browser, or null. */
  find(email: string): User | null;
  /**
   * Keeps (or replaces) the copy of this user; a full storage answers `quota`. After a change of e-mail, the
   * copy moves from `formerEmail` to the new one.
   */
  save(user: User, formerEmail?: string): WriteResult;
}

/**
 * The per-email copies (docs/product/data-and-states.md#entities): a returning e-mail gets its profile back
 * (docs/product/decisions.md auth outcomes).
 */
export function createUserCopiesStore(storage: StorageLike, events: StorageEventSource): UserCopiesStore {
  const stored: StoredValue<UserCopies> = createStoredValue({
    key: storageKeys.userCopies,
    storage,
    events,
    guard: isUserCopies,
    fallback: {},
  });
  return {
    find: (email) => stored.read()[normalisedEmail(email)] ?? null,
    save: (user, formerEmail) => {
      const copies = { ...stored.read() };
      if (formerEmail !== undefined) delete copies[normalisedEmail(formerEmail)];
      return stored.write({ ...copies, [normalisedEmail(user.email)]: user });
    },
  };
}
