import type { Page } from '@playwright/test';

// What the shop keeps in the browser, written by tests before its scripts run.

/** The shop's browser-storage keys (packages/web/src/storage/keys.ts). */
export const keys = {
  cart: 'aurele:cart:v1',
  wishlist: 'aurele:wishlist:v1',
  currentUser: 'aurele:current-user:v1',
  userCopies: 'aurele:users:v1',
  chatOpened: 'aurele:chat-opened:v1',
};

/** The chat opens itself two seconds into a first visit: as if it had been opened earlier in the session. */
export const chatAlreadyOpened = (page: Page) =>
  page.addInitScript((key) => sessionStorage.setItem(key, 'true'), keys.chatOpened);

/** The signed-in user as the shop stores it (SPEC §3 User): a client, unless `overrides` say otherwise. */
export function storedUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'user_camille',
    email: 'camille.lambert@example.be',
    firstName: 'Camille',
    lastName: 'Lambert',
    role: 'user',
    grade: null,
    pseudo: null,
    isVerified: false,
    profilePicture: null,
    deliveryAddress: null,
    billingAddress: null,
    phone: null,
    createdAt: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}

/** Every page the test opens finds `user` signed in, as after a login earlier on (the guards let them through). */
export const signedInAs = (page: Page, user: ReturnType<typeof storedUser>) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    keys.currentUser,
    JSON.stringify(user),
  ] as const);
