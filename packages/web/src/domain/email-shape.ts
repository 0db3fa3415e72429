// Enough to catch a slip (a missing @ or domain); the mailbox itself is the real check.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed e-mail has an e-mail's shape (its surrounding spaces ignored). */
export function looksLikeEmail(email: string): boolean {
  return emailShape.test(email.trim());
}
