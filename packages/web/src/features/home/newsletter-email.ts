import { newsletter } from './messages';

// Enough to catch a slip (a missing @ or domain); the mailbox itself is the real check.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why the newsletter's address is refused (docs/product/rules.md#validation: required), or null when it will do. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return newsletter.required;
  return emailPattern.test(email) ? null : newsletter.invalid;
}
