import type { Page } from '@playwright/test';
import type { User } from '../packages/web/src/domain/user.ts';
import { storageKeys } from '../packages/web/src/storage/keys.ts';

// What the shop keeps in the browser, written by tests before its scripts run. The keys and the users are the web
// app's own declarations (storage/keys.ts, testing/user-fixtures.ts): a key's new version reaches these tests too.

/** The chat opens itself two seconds into a first visit: as if it had been opened earlier in the session. */
export const chatAlreadyOpened = (page: Page) =>
  page.addInitScript((key) => sessionStorage.setItem(key, 'true'), storageKeys.chatOpened);

/** Every page the test opens finds `user` signed in, as after a login earlier on (the guards let them through). */
export const signedInAs = (page: Page, user: User) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    storageKeys.currentUser,
    JSON.stringify(user),
  ] as const);
