import { useState } from 'react';
import type { User } from '../domain/user';
import { storageFullNotice } from '../shared/messages';
import type { Notice } from '../shared/notice';
import { browserLocalStorage, storageEvents } from '../storage/browser-storage';
import { useSession } from './session';
import { useShowNotice } from './use-show-notice';
import { createUserCopiesStore, type UserCopiesStore } from './user-copies';

export interface Account {
  user: User | null;
  copies: UserCopiesStore;
  /**
   * Signs `user` in and keeps their per-email copy. The copy is written first: when the storage is full, nothing
   * changes, the shopper reads why, and the answer is false (the caller keeps what was shown before).
   */
  save: (user: User, success?: Notice, storageFull?: Notice, formerEmail?: string) => boolean;
}

/** The signed-in user and the way to change them, for the auth screen and the account pages. */
export function useAccount(): Account {
  const { user, signIn } = useSession();
  // Created lazily: the prerender has no window, and the store only touches storage when called.
  const [copies] = useState(() => createUserCopiesStore(browserLocalStorage(), storageEvents()));
  const show = useShowNotice();
  return {
    user,
    copies,
    save: (next, success, storageFull = storageFullNotice, formerEmail) => {
      const written = copies.save(next, formerEmail);
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
