import type { User } from '../domain/user';
import { storageFullNotice } from '../shared/messages';
import type { Notice } from '../shared/notice';
import { browserStores } from './browser-stores';
import { useSession } from './session';
import { useShowNotice } from './use-show-notice';

export interface Account {
  user: User | null;
  /**
   * Signs `user` in and keeps their per-email copy. The copy is written first: when the storage is full, nothing
   * changes, the shopper reads why, and the answer is false (the caller keeps what was shown before).
   */
  save: (user: User, success?: Notice, storageFull?: Notice, formerEmail?: string) => boolean;
}

/** The signed-in user and the way to change them, for the auth screen and the account pages. */
export function useAccount(): Account {
  const { user, signIn } = useSession();
  const show = useShowNotice();
  return {
    user,
    save: (next, success, storageFull = storageFullNotice, formerEmail) => {
      const written = browserStores.userCopies.save(next, formerEmail);
      if (!written.ok && written.reason === 'quota') {
        show(storageFull);
        return false;
      }
      signIn(next);
      if (success) show(success);
      return true;
    },
  };
}
